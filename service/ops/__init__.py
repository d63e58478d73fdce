"""Running the service: settings from the environment, metrics and access logs.

``settings`` reads and checks the ``ARBITER_*`` variables (used by ``service.gunicorn_conf``
and ``arbiter serve``); ``observability`` instruments the WSGI app (Prometheus metrics,
JSON-lines access logs, ``X-Request-ID``). Nothing here decides a rule.
"""
