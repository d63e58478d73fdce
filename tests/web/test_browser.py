"""The web table in a real browser (issue 26 item 8): Debian's chromium, headless, against
a real gunicorn. A whole sealed game of one game per family played only by clicking (two
persons passing the device at Corellian Spike; a person against a computer seat at
Sabaccinos and at Rummikub), to the final score; a refused laying showing its rule; a
dispute; the downloaded record, tampered, replayed to the forged move; an axe-core scan of
every page; screenshots at phone and desktop width in tests/web/screenshots/."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.gunicorn_server import gunicorn
from tests.sealed_helpers import KEY_1
from tests.tools import missing
from tests.web.browser import chromium, screenshot, wait

pytestmark = pytest.mark.e2e

AXE = Path(__file__).with_name("node_modules") / "axe-core" / "axe.min.js"


@pytest.fixture(scope="module")
def server():
    with gunicorn(workers=2, env={"ARBITER_SEAL_KEYS": KEY_1}) as running:
        yield running.url


@pytest.fixture(scope="module")
def downloads(tmp_path_factory):
    return tmp_path_factory.mktemp("downloads")


@pytest.fixture(scope="module")
def browser(server, downloads):
    with chromium(downloads) as driver:
        driver.implicitly_wait(0)
        yield driver


@pytest.fixture(autouse=True)
def no_errors(browser):
    """After each test: nothing its pages did was refused by the Content-Security-Policy,
    failed to load or threw (chromium logs each as SEVERE); the refusals a test provokes
    (422) are the service's answers, not failures."""
    browser.get_log("browser")  # what came before this test is not its own
    yield
    severe = [
        e
        for e in browser.get_log("browser")
        if e["level"] == "SEVERE" and "status of 422" not in e["message"]
    ]
    assert not severe, severe


def css(driver, selector: str) -> list:
    from selenium.webdriver.common.by import By

    return driver.find_elements(By.CSS_SELECTOR, selector)


def shown(driver, selector: str) -> list:
    return [e for e in css(driver, selector) if e.is_displayed()]


def ready(driver) -> None:
    """Wait until the table waits for a person (or the game is over)."""
    wait(
        lambda: driver.execute_script("return document.body.dataset.ready") == "yes",
        what="the table to wait for a person",
    )


def axe(driver, page: str) -> None:
    """axe-core's scan of the page: no serious or critical violation."""
    if not AXE.exists():
        missing("axe-core is not installed: run `npm ci` in tests/web")
    driver.execute_script(AXE.read_text())
    found = driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "axe.run(document, {resultTypes: ['violations']}).then((r) => done(r.violations.map("
        "(v) => ({id: v.id, impact: v.impact, help: v.help,"
        " nodes: v.nodes.map((n) => n.target)}))))"
    )
    bad = [v for v in found if v["impact"] in ("serious", "critical")]
    assert not bad, f"{page}: {json.dumps(bad, indent=1)[:3000]}"


def fresh(driver, server: str) -> None:
    """The lobby, with no game kept from before (sessionStorage cleared on a page that
    keeps none)."""
    driver.get(f"{server}/table/records.html")
    driver.execute_script("sessionStorage.clear()")
    driver.get(f"{server}/table/")
    ready(driver)


def deal(driver, server: str, game: str, kinds: list[str], options: dict | None = None) -> None:
    """From the lobby: the game, its seats (each a person or a computer), options, deal."""
    from selenium.webdriver.support.ui import Select

    fresh(driver, server)
    Select(css(driver, "#game")[0]).select_by_value(game)
    Select(css(driver, "#players")[0]).select_by_value(str(len(kinds)))
    for seat, kind in enumerate(kinds):
        Select(css(driver, f"#seat-{seat}")[0]).select_by_value(kind)
    for name, value in (options or {}).items():
        field = css(driver, f"#opt-{name}")[0]
        field.clear()
        field.send_keys(str(value))
    Select(css(driver, "#pace")[0]).select_by_value("0")
    css(driver, "#deal")[0].click()
    ready(driver)


def play_out(driver, choose, limit: int = 800) -> int:
    """Click until the final score shows: the pass screen when it stands, else ``choose``'s
    click. Returns the clicks made."""
    for clicks in range(limit):
        ready(driver)
        if shown(driver, "#result"):
            return clicks
        passing = shown(driver, "#pass-ready")
        if passing:
            passing[0].click()
        else:
            choose(driver)
    raise AssertionError(f"no final score after {limit} clicks")


def final_score(driver) -> str:
    result = shown(driver, "#result")[0]
    assert "Final score" in result.text and "Won by" in result.text
    return result.text


def test_corellian_spike_two_persons_pass_the_device_to_the_final_score(browser, server):
    """Two persons at one device: each seat sees its own hand only, a pass screen stands
    between them, and the spectator view shows no hand; every move is a click."""
    deal(browser, server, "corellian-spike", ["person", "person"])
    wait(lambda: shown(browser, "#pass-ready"), what="the pass screen")
    assert not css(browser, ".hand arb-card[code]")  # nothing shown behind the pass screen
    seat = shown(browser, "#pass-ready")[0].text  # "I am Seat 2: show my seat"
    assert "Seat 2" in seat
    shown(browser, "#pass-ready")[0].click()
    ready(browser)
    hands = css(browser, "figure.hand")
    assert not hands[0].find_elements("css selector", "arb-card[code]")  # seat 1: backs
    assert len(hands[1].find_elements("css selector", "arb-card[code]")) == 2
    screenshot(browser, "table-sabacc")
    css(browser, "#spectate")[0].click()
    wait(lambda: "spectator" in css(browser, "#status")[0].text)
    assert not css(browser, ".hand arb-card[code]")
    css(browser, "#spectate")[0].click()  # back: the pass screen again
    wait(lambda: shown(browser, "#pass-ready"), what="the pass screen")[0].click()
    ready(browser)
    keyboard = shown(browser, "button.move")[0]  # the first move by keyboard alone
    browser.execute_script("arguments[0].focus()", keyboard)
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys

    ActionChains(browser).send_keys(Keys.ENTER).perform()
    wait(
        lambda: (
            css(browser, "#status")[0].get_attribute("data-moves") != "0"
            or shown(browser, "#pass-ready")
        ),
        what="the move played by keyboard",
    )

    def choose(driver):
        pieces = shown(driver, ".pick button.piece")
        if pieces:  # a card: it plays its one move, or marks the moves naming it
            pieces[-1].click()
            ready(driver)
            if shown(driver, "#result") or not shown(driver, ".pick button.piece"):
                return
        named = shown(driver, "button.move.named") or shown(driver, "button.move")
        named[0].click()

    assert play_out(browser, choose) > 2
    assert "Seat 1" in final_score(browser)


def test_sabaccinos_against_a_computer_seat_then_its_record_tampered(
    browser, server, downloads, tmp_path
):
    """A person places tiles by clicking a stock tile then an open end of the tableau; the
    computer seat plays the service's suggestions; the record is downloaded at the end.
    That record, with one placing sent to an open end that does not exist, replays on the
    records page to the forged move, which is marked with its rule."""
    deal(browser, server, "sabaccinos", ["person", "computer"], {"rounds": 1})
    screenshot(browser, "table-sabaccino")

    def choose(driver):
        pieces = shown(driver, ".pick button.piece")
        if pieces:
            pieces[0].click()
            ready(driver)
            ends = shown(driver, ".tableau .end.playable[role=button]")
            if ends and not shown(driver, "#result"):
                ends[0].click()
                return
            if not shown(driver, ".pick button.piece"):
                return
        shown(driver, "button.move")[0].click()

    play_out(browser, choose)
    final_score(browser)
    log = css(browser, "#log li")
    assert any("Seat 2:" in li.text for li in log)  # the computer's moves, in words
    css(browser, "#result button.primary")[0].click()
    path = Path(
        wait(
            lambda: next(iter(downloads.glob("sabaccinos-record.json")), None),
            what="the downloaded record",
        )
    )
    record = json.loads(path.read_text())
    assert record["game"] == "sabaccinos" and record["nonce"]
    assert len(record["moves"]) == int(css(browser, "#status")[0].get_attribute("data-moves"))

    browser.get(f"{server}/table/records.html")  # the record as it is, dropped on the page
    browser.execute_script(
        "const moved = new DataTransfer();"
        "moved.items.add(new File([arguments[0]], 'game.json', {type: 'application/json'}));"
        "document.getElementById('drop').dispatchEvent("
        "new DragEvent('drop', {dataTransfer: moved, bubbles: true, cancelable: true}));",
        json.dumps(record),
    )
    wait(lambda: "every move is legal" in css(browser, "#summary")[0].text, what="the replay")
    assert len(css(browser, ".steps li")) == len(record["moves"])
    assert not css(browser, ".steps li.refused")

    forged = next(i for i, m in enumerate(record["moves"]) if "end" in m)
    record["moves"][forged]["end"] = 99
    path = tmp_path / "forged.json"
    path.write_text(json.dumps(record))
    browser.get(f"{server}/table/records.html")
    css(browser, "#file")[0].send_keys(str(path))
    refused = wait(lambda: shown(browser, ".steps li.refused"), what="the refused move")[0]
    assert refused.text.startswith(f"{forged + 1}.") and "Rule:" in refused.text
    assert f"move {forged + 1} is refused" in css(browser, "#summary")[0].text
    assert f"move {forged + 1} is refused" in css(browser, "#at")[0].text
    assert len(css(browser, ".steps li")) == forged + 1
    css(browser, "#first")[0].click()
    assert "before any move" in css(browser, "#at")[0].text
    screenshot(browser, "records")
    axe(browser, "records")


def test_rummikub_a_refused_laying_shows_its_rule_then_a_game_to_the_end(browser, server):
    """One rack tile laid as a meld of its own is refused: the reason, the rule and its
    source stand beside the Lay button, with a link to the rules' text; check-table's
    verdict shows as the meld is built. Then the game is played out by clicks."""
    deal(browser, server, "rummikub", ["person", "computer"])
    tile = wait(lambda: shown(browser, ".builder button.piece"), what="the rack")[0]
    tile.click()
    wait(lambda: shown(browser, ".builder button.piece[aria-pressed=true]"))
    next(b for b in shown(browser, ".builder button") if b.text.startswith("New meld")).click()
    wait(lambda: "Not yet valid" in css(browser, ".verdict")[0].text, what="the verdict")
    lay = next(b for b in shown(browser, ".builder button") if b.text.startswith("Lay these"))
    lay.click()
    refused = wait(lambda: shown(browser, ".refusal"), what="the refusal")[0]
    assert "Refused" in refused.text and "Rule:" in refused.text
    link = refused.find_element("css selector", "a")
    assert link.get_attribute("href").endswith("/table/rules/rummikub.md")
    screenshot(browser, "table-rummikub")
    axe(browser, "the table")

    def choose(driver):
        shown(driver, "button.move")[-1].click()  # the listed laying when there is one

    play_out(browser, choose)
    final_score(browser)


def test_a_dispute_ranks_hands_built_by_clicking_cards(browser, server):
    """Seed 001 §5 (issue 2's example): Rhylet +2 +2 +2 -3 -3 beats Squadron +1 +1 -1 -1;
    and a Rummikub table whose third meld runs 12-13-1 is not valid."""
    browser.get(f"{server}/table/disputes.html")
    wait(lambda: css(browser, "#profile option"), what="the profiles")

    def add(label: str) -> None:
        css(browser, f"#deck button[aria-label='add {label}']")[0].click()

    for card in ("+2 circles", "+2 triangles", "+2 squares", "-3 circles", "-3 triangles"):
        add(card)
    next(b for b in css(browser, "#hands button") if b.text.startswith("Hand 2")).click()
    for card in ("+1 circles", "+1 triangles", "-1 circles", "-1 squares"):
        add(card)
    css(browser, "#rank")[0].click()
    result = wait(
        lambda: (
            "Rhylet" in css(browser, "#rank-result")[0].text and css(browser, "#rank-result")[0]
        ),
        what="the verdict",
    )
    assert "Rhylet ranks above Squadron" in result.text and "seed 001" in result.text
    assert (
        result.find_element("css selector", "a")
        .get_attribute("href")
        .endswith("/table/rules/corellian-spike.md")
    )
    css(browser, "#check")[0].click()
    checked = wait(
        lambda: (
            "Not valid" in css(browser, "#check-result")[0].text
            and css(browser, "#check-result")[0]
        ),
        what="the table's verdict",
    )
    assert "no run goes 12-13-1" in checked.text
    screenshot(browser, "disputes")
    axe(browser, "disputes")


def test_the_lobby_at_phone_and_desktop_width(browser, server):
    fresh(browser, server)
    assert len(css(browser, "#game option")) == 15
    assert css(browser, "#opt-dealer")  # the first game's options, from the catalog
    screenshot(browser, "lobby")
    axe(browser, "the lobby")
