#!/usr/bin/env python3
"""The annotator's web session in a real headless Chromium, driven through Selenium and chromedriver.

1. Personal link: a demo study planned for one annotator, `editlens-cli serve-links` prints the link and
   `editlens-cli serve` serves it. The browser opens the link, reads the instructions, starts, rates three items with
   the keyboard only (digits, Tab, Ctrl+Enter), reloads in the middle of the second item (the answers given so far
   are shown as chosen and are in the study file), finishes and sees the done page with the plan's text.
2. Open enrolment: a second demo study planned for crowd participants (K = 1 rater per item, two items each, a
   completion URL on a local page). Two browsers join at once with their own PROLIFIC_PID, each gets an annotator of
   its own and items the other does not have, rates them, and is sent to the completion URL with the code; a third
   participant finds every place taken.

Every wait is on the page's or the study's state (WebDriverWait), never a pause of a guessed length. Exits 77 (ctest
skips) only when Chromium, chromedriver or Selenium is missing.

Usage: browser_session.py --cli PATH/editlens-cli --work DIR
"""

import argparse
import concurrent.futures
import http.server
import os
import shutil
import signal
import socket
import sqlite3
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request

SKIP = 77

# The page's hooks, as the comment at the top of resources/web/app.js documents them.
START = "#start"
QUESTION = ".question"
ANSWER = "button.answer"
PROGRESS = "#progress"
TASK = "#task"
STRIP_TILE = ".strip-tile"
DONE = "#done"
COMPLETION_CODE = "#completion-code"

INSTRUCTIONS = "Look closely at each edited image before you answer."
DONE_MESSAGE = "Thank you: your answers are in."
COMPLETION_CODE_TEXT = "C0MPL3TE"

TIMEOUT = 30  # seconds any one page state may take to appear (generous: two cores, several browsers)


def log(text):
    print(text, flush=True)


def skip(reason):
    print(f"SKIPPED: {reason}", flush=True)
    sys.exit(SKIP)


try:
    from selenium import webdriver
    from selenium.common.exceptions import JavascriptException, StaleElementReferenceException, TimeoutException
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import WebDriverWait
except ImportError as e:
    skip(f"Selenium for Python is not installed (Debian: python3-selenium): {e}")


def find_browser():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    skip("Chromium is not installed (Debian: chromium)")


def find_driver():
    path = shutil.which("chromedriver") or ("/usr/bin/chromedriver" if os.access("/usr/bin/chromedriver", os.X_OK)
                                            else None)
    if not path:
        skip("chromedriver is not installed (Debian: chromium-driver)")
    return path


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def run_cli(cli, *args):
    """Runs editlens-cli; its standard output, or the test fails naming the command."""
    done = subprocess.run([cli, *args], stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=300)
    if done.returncode != 0:
        raise AssertionError(f"editlens-cli {' '.join(args)} failed ({done.returncode}):\n{done.stdout}{done.stderr}")
    return done.stdout


def wait_until(what, condition, timeout=TIMEOUT, interval=0.1):
    """Polls `condition` (no page involved, e.g. the study file) until it is truthy; its value."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(interval)


class Serve:
    """A running `editlens-cli serve STUDY` on 127.0.0.1 (a free port chosen here), stopped with SIGTERM."""

    def __init__(self, cli, study, log_path):
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.log = open(log_path, "w")
        self.process = subprocess.Popen([cli, "serve", study, "--listen", f"127.0.0.1:{self.port}"],
                                        stdin=subprocess.DEVNULL, stdout=self.log, stderr=subprocess.STDOUT)
        wait_until(f"editlens-cli serve on port {self.port} to answer /healthz", self.healthy)

    def healthy(self):
        if self.process.poll() is not None:
            raise AssertionError(f"editlens-cli serve ended with {self.process.returncode} (log: {self.log.name})")
        try:
            with urllib.request.urlopen(self.base + "/healthz", timeout=2) as r:
                return r.status == 200
        except OSError:
            return False

    def stop(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
                raise AssertionError("editlens-cli serve did not stop on SIGTERM")
        self.log.close()
        if self.process.returncode != 0:
            raise AssertionError(f"editlens-cli serve exited with {self.process.returncode} after SIGTERM")


class Study:
    """Read-only queries on a study file (while `serve` writes it)."""

    def __init__(self, path):
        self.path = path

    def query(self, sql, *args):
        db = sqlite3.connect(f"file:{self.path}?mode=ro", uri=True, timeout=10)
        try:
            return db.execute(sql, args).fetchall()
        finally:
            db.close()

    def ratings(self, annotator):
        """(dimension, value) of every rating of `annotator`, sorted."""
        return sorted(self.query("SELECT d.name, r.value FROM ratings r JOIN annotators a ON a.id = r.annotator_id"
                                 " JOIN dimensions d ON d.id = r.dimension_id WHERE a.name = ?", annotator))

    def submissions(self, annotator):
        return self.query("SELECT COUNT(*) FROM item_submissions s JOIN annotators a ON a.id = s.annotator_id"
                          " WHERE a.name = ?", annotator)[0][0]

    def planned_items(self, annotator):
        return {row[0] for row in self.query("SELECT p.item_id FROM plan_assignments p JOIN annotators a"
                                             " ON a.id = p.annotator_id WHERE a.name = ?", annotator)}


class Page:
    """One browser on the session page, driven with the keyboard."""

    def __init__(self, driver, name):
        self.driver = driver
        self.name = name
        self.expected = {}  # (output, dimension) -> the value given on the current item

    def wait(self, what, condition, timeout=TIMEOUT):
        try:
            return WebDriverWait(self.driver, timeout, ignored_exceptions=(StaleElementReferenceException,
                                                                           JavascriptException)).until(
                lambda d: condition())
        except TimeoutException:
            raise AssertionError(f"{self.name}: timed out waiting for {what}; page text:\n{self.text()[:2000]}")

    def text(self):
        try:
            return self.driver.find_element(By.TAG_NAME, "body").text
        except Exception:  # the page itself is the problem being reported
            return "(no page)"

    def shown(self, selector):
        for e in self.driver.find_elements(By.CSS_SELECTOR, selector):
            if e.is_displayed():
                return e
        return None

    def keys(self, *keys):
        ActionChains(self.driver).send_keys(*keys).perform()

    def ctrl_enter(self):
        ActionChains(self.driver).key_down(Keys.CONTROL).send_keys(Keys.ENTER).key_up(Keys.CONTROL).perform()

    def questions(self):
        """(output, dimension) of each question shown, in page order."""
        return self.driver.execute_script(
            "return Array.from(document.querySelectorAll(arguments[0]))"
            ".filter(q => q.offsetParent !== null).map(q => [q.dataset.output, q.dataset.dimension]);", QUESTION)

    def chosen(self):
        """(output, dimension) -> the value shown as chosen, for every question shown."""
        rows = self.driver.execute_script(
            "return Array.from(document.querySelectorAll(arguments[0])).filter(q => q.offsetParent !== null)"
            ".map(q => { const b = q.querySelector(arguments[1] + '[aria-pressed=\"true\"]');"
            " return [q.dataset.output, q.dataset.dimension, b ? b.dataset.value : null]; });", QUESTION, ANSWER)
        return {(o, d): (None if v is None else float(v)) for o, d, v in rows}

    def focused_question(self):
        """The question the keys answer (.current), as (output, dimension)."""
        return self.driver.execute_script(
            "const q = Array.from(document.querySelectorAll(arguments[0] + '.current'))"
            ".find(q => q.offsetParent !== null); return q ? [q.dataset.output, q.dataset.dimension] : null;",
            QUESTION)

    def item(self):
        """The item shown (#task's data-item), or None."""
        return self.driver.execute_script("const t = document.querySelector(arguments[0]);"
                                          " return t && t.offsetParent !== null ? t.dataset.item : null;", TASK)

    def page_name(self):
        return self.driver.execute_script("return document.body.dataset.page;")

    def progress(self):
        """(done, total) as #progress shows them."""
        return tuple(self.driver.execute_script(
            "const p = document.querySelector(arguments[0]); return p ? [p.dataset.done, p.dataset.total] : [];",
            PROGRESS))

    def open_and_start(self, url):
        """Opens `url`, checks the instructions, and starts with the keyboard (Tab to Start, Enter)."""
        self.driver.get(url)
        self.wait("the instructions and the Start button", lambda: self.shown(START))
        text = self.text()
        for expected in (INSTRUCTIONS, "Overall"):
            assert expected in text, f"{self.name}: the instructions page lacks '{expected}':\n{text[:2000]}"
        for _ in range(40):
            if self.driver.execute_script(
                    "return document.activeElement && document.activeElement.matches(arguments[0]);", START):
                break
            self.keys(Keys.TAB)
        else:
            raise AssertionError(f"{self.name}: Tab never reached the Start button")
        self.keys(Keys.ENTER)
        self.wait("the first item's questions", lambda: self.questions())

    @staticmethod
    def value_for(position, output, index):
        """The answer to question `index` of `output` on the item shown at `position`: 1..5, varied."""
        return 1 + (position * 2 + int(output) * 3 + index) % 5

    def outputs(self):
        """The outputs of the item (the strip's tiles, data-output), in display order."""
        return self.driver.execute_script(
            "return Array.from(document.querySelectorAll(arguments[0])).map(t => t.dataset.output);", STRIP_TILE)

    def question_count(self):
        return len(self.outputs()) * len(self.questions())

    def answer(self, position, acknowledged, count=None):
        """Answers the item's open questions with digit keys (the page moves on to the next question, across the
        outputs; Tab moves past an answered one), waiting after each until `acknowledged(n)` says the study holds
        n answers of this item. Stops after `count` answers. Returns how many it gave."""
        total = self.question_count()
        assert total, f"{self.name}: no question shown"
        given = 0
        for _ in range(total * 3 + 20):
            if len(self.expected) == total or (count is not None and given == count):
                return given
            focused = self.focused_question()
            if focused is None or tuple(focused) in self.expected:
                self.keys(Keys.TAB)
                continue
            key = tuple(focused)
            value = self.value_for(position, key[0], [q[1] for q in self.questions()].index(key[1]))
            self.keys(str(value))
            self.expected[key] = float(value)
            given += 1
            n = len(self.expected)
            self.wait(f"answer {n} ({key} = {value}) in the study", lambda: acknowledged(n))
        raise AssertionError(f"{self.name}: the keyboard did not reach every question: {self.expected}")

    def shown_answers(self):
        """Every answer the page shows as chosen (aria-pressed), output by output (Page Down), as
        (output, dimension) -> value."""
        shown = {}
        outputs = self.outputs()
        for _ in outputs:
            current = self.focused_question()
            shown.update({k: v for k, v in self.chosen().items() if v is not None})
            self.keys(Keys.PAGE_DOWN)
            if len(outputs) > 1:
                self.wait("the next output after Page Down", lambda: self.focused_question() not in (None, current))
        return shown

    def submit(self):
        """Ctrl+Enter, and waits for the next item or the done page."""
        before = self.item()
        self.ctrl_enter()
        self.wait("the next item or the done page after Ctrl+Enter",
                  lambda: self.page_name() == "done" or (self.item() not in (None, before) and self.questions()))
        self.expected = {}


def make_driver(browser, driver_path, profile):
    options = webdriver.ChromeOptions()
    options.binary_location = browser
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
                "--disable-dev-shm-usage", f"--user-data-dir={profile}", "--window-size=1280,800"):
        options.add_argument(arg)
    return webdriver.Chrome(service=Service(executable_path=driver_path), options=options)


def make_demo(cli, folder):
    shutil.rmtree(folder, ignore_errors=True)
    study = run_cli(cli, "demo", folder, "--unscored").strip().splitlines()[-1]
    assert os.path.isfile(study), f"editlens-cli demo did not make a study: {study}"
    return study


ITEMS = "apple-green,fruits-kiwi-remove,orange-blue"
CROWD_ITEMS = "apple-green,fruits-kiwi-remove,orange-blue,messi-ball-move"
SYSTEMS = "Precise,Sloppy"


def personal_link(cli, work, browser, driver_path):
    log("== personal link")
    study = make_demo(cli, os.path.join(work, "links"))
    run_cli(cli, "plan", study, "--annotators", "web1", "--items", ITEMS, "--systems", SYSTEMS, "--break-minutes",
            "0", "--instructions", INSTRUCTIONS, "--done-message", DONE_MESSAGE)
    db = Study(study)
    serve = Serve(cli, study, os.path.join(work, "links-serve.log"))
    driver = None
    try:
        lines = run_cli(cli, "serve-links", study, "--annotators", "web1", "--base-url", serve.base).splitlines()
        links = dict(line.split("\t", 1) for line in lines if "\t" in line)
        assert "web1" in links and links["web1"].startswith(serve.base + "/s/"), f"serve-links printed {lines}"
        driver = make_driver(browser, driver_path, os.path.join(work, "profile-links"))
        page = Page(driver, "web1")
        page.open_and_start(links["web1"])
        log("instructions read, started")

        rated = []  # (dimension, value) of every answer acknowledged on the items before

        def acknowledged(n):
            return len(db.ratings("web1")) == len(rated) + n

        for position in range(3):
            assert page.question_count() == 6, f"item {position + 1}: expected 2 outputs x 3 questions"
            if position == 1:
                page.answer(position, acknowledged, count=3)
                given = dict(page.expected)
                partial = sorted(rated + [(k[1], v) for k, v in given.items()])
                assert db.ratings("web1") == partial, f"the study holds {db.ratings('web1')}, not {partial}"
                item = page.item()
                driver.refresh()
                page.wait("the same item after the reload", lambda: page.questions() and page.item() == item)
                shown = page.shown_answers()
                assert shown == given, f"after the reload the page shows {shown}, not the answers given {given}"
                log("reloaded mid-item: the three answers given are shown as chosen and are in the study")
            page.answer(position, acknowledged)
            rated += [(k[1], v) for k, v in page.expected.items()]
            page.submit()
            if position < 2:
                page.wait(f"the progress to read {position + 1} of 3",
                          lambda: page.progress() == (str(position + 1), "3"))
            log(f"item {position + 1} rated with the keyboard and submitted")

        page.wait("the done page", lambda: page.page_name() == "done" and page.shown(DONE))
        assert DONE_MESSAGE in page.text(), f"the done page lacks the plan's text:\n{page.text()[:2000]}"
        assert db.ratings("web1") == sorted(rated), f"the study holds {db.ratings('web1')}, not {sorted(rated)}"
        assert db.submissions("web1") == 3, f"the study holds {db.submissions('web1')} submissions of web1, not 3"
        log("done page shown; the study holds the 18 ratings and 3 submissions")
    finally:
        if driver:
            driver.quit()
        serve.stop()


class CompletionPage(http.server.BaseHTTPRequestHandler):
    """The crowd platform's completion page: notes each request's path."""

    visits = []

    def do_GET(self):
        CompletionPage.visits.append(self.path)
        body = b"<!doctype html><title>Completed</title><p id='platform'>Study completed</p>"
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


def crowd(cli, work, browser, driver_path):
    log("== open enrolment (two participants at once, K = 1)")
    platform = http.server.ThreadingHTTPServer(("127.0.0.1", 0), CompletionPage)
    threading.Thread(target=platform.serve_forever, daemon=True).start()
    completion_base = f"http://127.0.0.1:{platform.server_address[1]}/complete"
    study = make_demo(cli, os.path.join(work, "crowd"))
    run_cli(cli, "plan", study, "--items", CROWD_ITEMS, "--systems", SYSTEMS,
            "--break-minutes", "0", "--instructions", INSTRUCTIONS, "--done-message", DONE_MESSAGE, "--crowd",
            "--items-per-participant", "2", "--raters-per-item", "1", "--completion-code", COMPLETION_CODE_TEXT,
            "--completion-url", completion_base + "?cc={code}")
    db = Study(study)
    serve = Serve(cli, study, os.path.join(work, "crowd-serve.log"))
    drivers = []
    try:
        pids = ["abc123", "def456"]
        pages = []
        for pid in pids:
            driver = make_driver(browser, driver_path, os.path.join(work, f"profile-{pid}"))
            drivers.append(driver)
            pages.append(Page(driver, pid))
        # Both open the study link at the same moment (one thread per browser), as two people might.
        with concurrent.futures.ThreadPoolExecutor(len(pages)) as pool:
            joins = [pool.submit(page.open_and_start,
                                 f"{serve.base}/join?PROLIFIC_PID={pid}&STUDY_ID=s1&SESSION_ID=x{pid}")
                     for page, pid in zip(pages, pids)]
            for join in joins:
                join.result()
        items = [db.planned_items(f"crowd-{pid}") for pid in pids]
        assert all(len(i) == 2 for i in items), f"each participant should hold two items: {items}"
        assert not items[0] & items[1], f"with K = 1 both participants hold item(s) {items[0] & items[1]}"
        log(f"two annotators of their own, items {sorted(items[0])} and {sorted(items[1])}")

        # Turn by turn, as two people at once: each answers an item, then the other. The done page shows the code
        # (looked at as soon as it appears: it sends the participant on to the completion URL a few seconds later).
        for position in range(2):
            for page, pid in zip(pages, pids):
                before = len(db.ratings(f"crowd-{pid}"))
                page.answer(position, lambda n, pid=pid, before=before: len(db.ratings(f"crowd-{pid}")) == before + n)
                page.submit()
                if position == 1:
                    assert page.page_name() == "done", f"{pid}: no done page after the second item"
                    code = page.shown(COMPLETION_CODE)
                    assert code and COMPLETION_CODE_TEXT in code.text, f"{pid}: no completion code:\n{page.text()}"
        for page, pid in zip(pages, pids):
            page.wait("the redirect to the completion URL",
                      lambda: page.driver.current_url.startswith(completion_base))
            assert page.driver.current_url.endswith(f"cc={COMPLETION_CODE_TEXT}"), page.driver.current_url
            assert db.submissions(f"crowd-{pid}") == 2, f"crowd-{pid} submitted {db.submissions(f'crowd-{pid}')}"
        visits = [v for v in CompletionPage.visits if v == f"/complete?cc={COMPLETION_CODE_TEXT}"]
        assert len(visits) >= 2, f"the completion page saw {CompletionPage.visits}"
        log("both finished and were sent to the completion URL with the code")

        # Every place is taken now: a third participant is told so, and gets nothing.
        try:
            urllib.request.urlopen(f"{serve.base}/join?PROLIFIC_PID=ghi789&STUDY_ID=s1&SESSION_ID=y", timeout=10)
            raise AssertionError("a third participant was enrolled although every place is taken")
        except urllib.error.HTTPError as e:
            assert e.code == 503, f"a third participant got HTTP {e.code}, not 503"
        assert not db.planned_items("crowd-ghi789"), "the third participant was given items"
        log("a third participant finds every place taken (503)")
    finally:
        for driver in drivers:
            driver.quit()
        serve.stop()
        platform.shutdown()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", required=True, help="editlens-cli")
    parser.add_argument("--work", required=True, help="a folder for the studies and browser profiles (emptied)")
    parser.add_argument("--only", choices=("links", "crowd"), help="run one part")
    args = parser.parse_args()
    browser, driver_path = find_browser(), find_driver()
    shutil.rmtree(args.work, ignore_errors=True)
    os.makedirs(args.work)
    if args.only in (None, "links"):
        personal_link(args.cli, args.work, browser, driver_path)
    if args.only in (None, "crowd"):
        crowd(args.cli, args.work, browser, driver_path)
    log("PASS")


if __name__ == "__main__":
    main()
