"""A real browser for the web table's tests: Debian's chromium, headless, driven by
selenium through Debian's chromedriver (nothing downloads a browser)."""

from __future__ import annotations

import shutil
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from tests.tools import missing

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
)
PHONE, DESKTOP = (360, 780), (1280, 900)
SHOTS = Path(__file__).with_name("screenshots")
"""Where the tests leave their screenshots (gitignored)."""


@contextmanager
def chromium(downloads: Path) -> Iterator:
    """A headless chromium with a fresh profile, saving downloads in ``downloads``.

    :raises pytest.skip.Exception: chromium or chromedriver is missing, locally (on CI the
        test fails instead: .ci/run installs them).
    """
    if not (Path(CHROMIUM).exists() and Path(CHROMEDRIVER).exists()):
        missing("Debian's chromium and chromium-driver are not installed")
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    profile = tempfile.mkdtemp(prefix="arbiter-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in FLAGS:
        options.add_argument(flag)
    options.add_argument(f"--user-data-dir={profile}")
    options.add_argument(f"--window-size={DESKTOP[0]},{DESKTOP[1]}")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    options.add_experimental_option(
        "prefs",
        {"download.default_directory": str(downloads), "download.prompt_for_download": False},
    )
    driver = webdriver.Chrome(options=options, service=Service(CHROMEDRIVER))
    try:
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)


def wait(condition: Callable[[], object], seconds: float = 20.0, what: str = "") -> object:
    """``condition()``'s first true value, polled.

    :raises AssertionError: none within ``seconds``."""
    end = time.monotonic() + seconds
    while True:
        try:
            value = condition()
        except Exception:  # noqa: BLE001 - an element not there yet, or gone stale
            value = None
        if value:
            return value
        if time.monotonic() > end:
            raise AssertionError(f"timed out waiting for {what or condition}")
        time.sleep(0.05)


def screenshot(driver, name: str) -> list[Path]:
    """The page at phone and at desktop width, saved as ``SHOTS/<name>-phone.png`` and
    ``-desktop.png`` (the whole page's height).

    :raises AssertionError: the page is wider than the window (it must fit 360 px)."""
    SHOTS.mkdir(exist_ok=True)
    saved = []
    for label, (width, height) in (("phone", PHONE), ("desktop", DESKTOP)):
        driver.set_window_size(width, height)
        time.sleep(0.2)
        wide = driver.execute_script("return document.documentElement.scrollWidth")
        assert wide <= width, f"{name} is {wide} px wide at a {width} px window"
        full = driver.execute_script("return document.documentElement.scrollHeight")
        driver.set_window_size(width, min(max(height, full + 140), 4000))
        time.sleep(0.2)
        path = SHOTS / f"{name}-{label}.png"
        driver.save_screenshot(str(path))
        saved.append(path)
    driver.set_window_size(*DESKTOP)
    return saved
