# Arbiter under gunicorn: docker build -t arbiter . && docker run -p 8080:8080 arbiter
# The one gunicorn config, service/gunicorn_conf.py (gthread workers; see docs/operations.md),
# set by ARBITER_* variables: docker run -e ARBITER_WORKERS=4 -p 8080:8080 arbiter
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 PIP_NO_CACHE_DIR=1 \
    ARBITER_BIND=0.0.0.0:8080 ARBITER_LOG_FORMAT=json
WORKDIR /app
COPY pyproject.toml README.md openapi.yaml ./
COPY service ./service
COPY client ./client
COPY conformance ./conformance
RUN pip install . \
    && useradd --create-home --uid 10001 arbiter
USER arbiter
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
    CMD python -c "import urllib.request,sys; sys.exit(urllib.request.urlopen('http://127.0.0.1:8080/readyz', timeout=2).status != 200)"
CMD ["gunicorn", "-c", "python:service.gunicorn_conf", "service.app:create_app()"]
