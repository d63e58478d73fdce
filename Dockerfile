# Arbiter: nginx in front of gunicorn, in one image (docs/operations.md "How it is served").
#   docker build -t arbiter:1.0.0 .  (or podman build --format docker ...)
#   docker run --read-only --tmpfs /tmp -p 8080:8080 arbiter:1.0.0
# nginx listens on 8080 and reads every request whole (header and body timeouts) before
# gunicorn sees it on a unix socket, so idle, trickling or stalled clients cannot hold the
# workers; deploy/image/supervise.py starts both and stops the container if either ends.
# gunicorn is the one config, service/gunicorn_conf.py, set by ARBITER_* variables
# (docker run -e ARBITER_WORKERS=4 ...). BASE: any Debian-based Python 3.11+ image; one that
# already has nginx (CI makes its base from Debian's packages) skips the apt download.
ARG BASE=python:3.11-slim

# The dependencies named in pyproject.toml, alone: the install below is rebuilt only when they
# change, not on every edit of pyproject.toml or the code.
FROM ${BASE} AS requirements
COPY pyproject.toml /
RUN python -c "import tomllib; print('\n'.join(tomllib.load(open('/pyproject.toml', 'rb'))['project']['dependencies']))" \
        > /requirements.txt

FROM ${BASE}

ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 ARBITER_LOG_FORMAT=json
RUN command -v nginx >/dev/null || { apt-get update \
        && apt-get install -y --no-install-recommends nginx \
        && rm -rf /var/lib/apt/lists/*; } \
    && rm -f /etc/nginx/sites-enabled/* \
    && useradd --create-home --uid 10001 arbiter
WORKDIR /app
COPY --from=requirements /requirements.txt /tmp/
RUN pip install -r /tmp/requirements.txt && rm /tmp/requirements.txt
COPY pyproject.toml README.md openapi.yaml ./
COPY service ./service
COPY client ./client
COPY conformance ./conformance
COPY docs/rules ./docs/rules
RUN pip install --no-deps . && rm -rf build *.egg-info
COPY deploy/nginx/arbiter-http.conf deploy/nginx/arbiter-server.conf deploy/image/nginx.conf /etc/arbiter/nginx/
COPY deploy/image/supervise.py /usr/local/bin/arbiter-supervise
USER arbiter
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
    CMD python -c "import urllib.request,sys; sys.exit(urllib.request.urlopen('http://127.0.0.1:8080/readyz', timeout=2).status != 200)"
CMD ["arbiter-supervise"]
