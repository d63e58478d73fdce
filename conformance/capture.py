"""A pytest plugin that records every request the project's rule tests send to the app, and
its answer, for :mod:`conformance.generate` (``pytest -p conformance.capture``).

Every request made through a Flask test client while a test runs is recorded with the test
that sent it (its node id and docstrings), the JSON body as sent (a copy taken before the
test can change it) and the answer. Tests driven by hypothesis are left out (their requests
change from run to run). The records go, as JSON lines, to the file named by
``ARBITER_CAPTURE``.
"""

from __future__ import annotations

import copy
import inspect
import json
import os

import pytest
from flask.testing import FlaskClient

_state: dict = {"test": None, "out": None}


def _open(original):
    def open(self, path, *args, **kwargs):
        body = copy.deepcopy(kwargs.get("json"))
        response = original(self, path, *args, **kwargs)
        test = _state["test"]
        if test is not None and response.is_json:
            method = kwargs.get("method", "GET")
            _state["out"].write(
                json.dumps(
                    {
                        **test,
                        "method": method,
                        "path": path,
                        "body": body,
                        "status": response.status_code,
                        "answer": response.get_json(),
                    },
                    sort_keys=True,
                )
                + "\n"
            )
        return response

    return open


def _doc(obj) -> str:
    return inspect.cleandoc(obj.__doc__ or "")


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item):
    function = getattr(item, "function", None)
    if function is not None and not getattr(function, "is_hypothesis_test", False):
        _state["test"] = {
            "test": item.nodeid,
            "doc": _doc(function),
            "module_doc": _doc(item.module),
        }
    try:
        return (yield)
    finally:
        _state["test"] = None


def pytest_configure(config) -> None:
    _state["out"] = open(os.environ["ARBITER_CAPTURE"], "w")  # noqa: SIM115
    FlaskClient.open = _open(FlaskClient.open)


def pytest_unconfigure(config) -> None:
    if _state["out"]:
        _state["out"].close()
