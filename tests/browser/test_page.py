#!/usr/bin/env python3
"""The page in a real browser: headless Chromium driven by Selenium.

Usage: test_page.py CGPROVE_BINARY OUTPUT_DIR

Starts `cgprove serve --port 0`, plays a whole 4x7 game against `optimal` by
clicking cells, and checks: every AI move from an N-position is a winning
move (by `cgprove chomp explain --json`), an illegal click is refused, undo
restores the board, and the P-position map has the number of points a brute
force below finds for a small K. Screenshots go to OUTPUT_DIR. Missing
Chromium or chromedriver is a failure, never a skip.
"""
import functools
import json
import os
import shutil
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request

def fail(message):
    print("FAIL: " + message, file=sys.stderr)
    sys.exit(1)

try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import WebDriverWait
except ImportError as e:
    fail("python3-selenium is missing (make deps installs it): %s" % e)

CGPROVE, OUT = sys.argv[1], sys.argv[2]
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"
if not CHROMIUM:
    fail("chromium is not installed (Debian package chromium; make deps installs it)")
if not os.path.exists(DRIVER):
    fail("chromedriver is not installed (Debian package chromium-driver; make deps installs it)")


def bite(rows, row, col):
    out = [min(n, col - 1) if i + 1 >= row else n for i, n in enumerate(rows)]
    while out and out[-1] == 0:
        out.pop()
    return out


def brute_p_count(top_max, b_max, c_max):
    """P-positions [c,b,r] with r <= top_max, b <= b_max, c <= c_max, by the
    definition on row triples (independent of the C++ tables)."""
    @functools.lru_cache(maxsize=None)
    def is_p(c, b, r):
        if c == 0:
            return False  # the poison is gone: the previous player ate it
        for row, length in ((0, c), (1, b), (2, r)):
            for k in range(length):
                if row == 0 and k == 0:
                    continue  # eating the poison loses; never a winning move
                t = [c, b, r]
                for j in range(row, 3):
                    t[j] = min(t[j], k)
                if is_p(*t):
                    return False
        return True
    count = 0
    for r in range(top_max + 1):
        for b in range(r, b_max + 1):
            for c in range(max(b, 1), c_max + 1):
                if (r == 0 or b > 0) and is_p(c, b, r):
                    count += 1
    return count


def explain(rows):
    out = subprocess.run([CGPROVE, "chomp", "explain", json.dumps(rows), "--json"],
                         capture_output=True, text=True, check=True).stdout
    return json.loads(out)


server = subprocess.Popen([CGPROVE, "serve", "--port", "0"], stdout=subprocess.PIPE, text=True)
line = server.stdout.readline().strip()
if not line.startswith("serving http://"):
    server.kill()
    fail("cgprove serve did not start: %r" % line)
url = line.split(" ", 1)[1]

options = webdriver.ChromeOptions()
options.binary_location = CHROMIUM
for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1100,1400"):
    options.add_argument(arg)
driver = webdriver.Chrome(service=Service(DRIVER), options=options)
wait = WebDriverWait(driver, 30)
checks = []
try:
    start = time.time()
    driver.get(url)
    wait.until(lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-ready"))
    ready = driver.find_element(By.TAG_NAME, "body").get_attribute("data-ready")
    if ready != "1":
        fail("the page's figures did not load: " + ready)
    load = driver.execute_script(
        "const t = performance.getEntriesByType('navigation')[0]; return [t.domContentLoadedEventEnd, t.loadEventEnd];")
    drawn = driver.find_element(By.TAG_NAME, "body").get_attribute("data-ready-ms")
    print("page load: DOMContentLoaded %.0f ms, load %.0f ms, every figure drawn at %s ms (page clock); "
          "%.0f ms for the test, browser round trips included" % (load[0], load[1], drawn, 1000 * (time.time() - start)))
    os.makedirs(OUT, exist_ok=True)
    driver.save_screenshot(os.path.join(OUT, "page-top.png"))

    def board_rows():
        return json.loads(driver.find_element(By.ID, "board").get_attribute("data-rows"))

    def cell(row, col):
        return driver.find_element(By.CSS_SELECTOR, '#board [data-row="%d"][data-col="%d"]' % (row, col))

    def moves_count():
        return len(driver.find_elements(By.CSS_SELECTOR, "#moves li"))

    def text_of(element_id):
        # Read in one script call: the page rebuilds some elements, and a
        # found element may be replaced before its text is read.
        return driver.execute_script(
            "const e = document.getElementById(arguments[0]); return e ? e.textContent : null;", element_id)

    def status():
        return text_of("status")

    # A whole 4x7 game against optimal, the human moving first.
    assert board_rows() == [7, 7, 7, 7], board_rows()
    ai_checked, ai_ms, refused, undone = 0, [], False, False
    while True:
        before = board_rows()
        if not before:
            break
        # The human bites the last cookie of the top row (a weak but legal move).
        row, col = len(before), before[-1]
        n = moves_count()
        cell(row, col).click()
        after_human = bite(before, row, col)
        wait.until(lambda d: moves_count() >= n + 2 or "poison" in status())
        if not after_human:
            break  # the human ate the poison
        after_ai = board_rows()
        e = explain(after_human)
        if e["outcome"] == "N":
            if after_ai not in e["winning_moves"]:
                fail("optimal moved %s -> %s, not a winning move (winning: %s)"
                     % (after_human, after_ai, e["winning_moves"]))
            ai_checked += 1
        reason = text_of("ai-reason")
        ai_ms.append(float(reason.rsplit("(", 1)[1].split(" ")[0]))
        if not after_ai:
            break
        if not refused:
            # An eaten cell (the one just bitten) cannot be clicked again.
            cell(row, col).click()
            if board_rows() != after_ai or "Refused" not in status():
                fail("an illegal click was not refused: %s, %r" % (board_rows(), status()))
            refused = True
            checks.append("illegal click refused")
        if not undone and len(after_ai) > 1:
            # Undo takes back the human's move and the answer.
            driver.find_element(By.ID, "undo").click()
            if board_rows() != before:
                fail("undo gave %s, expected %s" % (board_rows(), before))
            undone = True
            checks.append("undo restored %s" % before)
            cell(row, col).click()  # play the same move again
            wait.until(lambda d: moves_count() >= n + 2 or "poison" in status())
    final = status()
    if "you lose" not in final:
        fail("against optimal from 4x7 the weak human should lose, status: %r" % final)
    if ai_checked == 0 or not refused or not undone:
        fail("game too short to check: %d AI moves, refused %s, undone %s" % (ai_checked, refused, undone))
    checks.append("%d AI moves checked winning; AI server time max %.3f ms" % (ai_checked, max(ai_ms)))
    driver.execute_script("document.getElementById('play').scrollIntoView()")
    driver.save_screenshot(os.path.join(OUT, "page-game-over.png"))

    # Hover highlights exactly the cells a bite would take, before any click.
    driver.find_element(By.ID, "new-game").click()
    ActionChains(driver).move_to_element(cell(3, 5)).perform()
    doomed = len(driver.find_elements(By.CSS_SELECTOR, "#board .cell.doomed"))
    if doomed != 2 * 3:  # rows 3-4, columns 5-7
        fail("hovering (3,5) on 4x7 highlights %d cells, not 6" % doomed)
    if board_rows() != [7, 7, 7, 7]:
        fail("hovering changed the board")
    checks.append("hover highlights the 6 cells of a bite before the click")
    # The keyboard alone: focus a cell, move with an arrow, bite with Enter.
    n = moves_count()
    cell(4, 7).send_keys(Keys.ARROW_LEFT)
    driver.switch_to.active_element.send_keys(Keys.ENTER)
    wait.until(lambda d: moves_count() >= n + 2)
    first = driver.execute_script("return document.querySelector('#moves li').textContent")
    if not first.startswith("You: (4,6)"):
        fail("the keyboard move was %r, expected (4,6)" % first)
    checks.append("keyboard: arrow then Enter bit (4,6)")
    # A narrow screen: the 10x10 board fits in 400 px without scrolling sideways.
    driver.set_window_size(400, 900)
    for name, value in (("rows-input", "10"), ("cols-input", "10")):
        box = driver.find_element(By.ID, name)
        box.clear()
        box.send_keys(value)
    driver.find_element(By.ID, "new-game").click()
    overflow = driver.execute_script("return document.documentElement.scrollWidth - window.innerWidth")
    driver.execute_script("document.getElementById('play').scrollIntoView()")
    driver.save_screenshot(os.path.join(OUT, "page-narrow.png"))
    if overflow > 0:
        fail("on a 400 px screen the page is %d px too wide" % overflow)
    driver.set_window_size(1100, 1400)
    checks.append("10x10 board fits a 400 px screen")

    # The P-position map for a small K against the brute force.
    k = 3
    field = driver.find_element(By.ID, "pmap-top")
    field.clear()
    field.send_keys(str(k))
    driver.find_element(By.ID, "pmap-go").click()
    b_max = max(20, 3 * k)
    expected = brute_p_count(k, b_max, b_max + max(10, k))
    wait.until(lambda d: text_of("pmap-count") == str(expected))
    dots = len(driver.find_elements(By.CSS_SELECTOR, "#pmap-figure .pmap-point"))
    if dots != expected:
        fail("the map draws %d points, the brute force finds %d" % (dots, expected))
    checks.append("pmap K=%d: %d points" % (k, expected))
    driver.execute_script("document.getElementById('pmap').scrollIntoView()")
    driver.save_screenshot(os.path.join(OUT, "page-pmap.png"))
    driver.execute_script("document.getElementById('figures').scrollIntoView()")
    driver.save_screenshot(os.path.join(OUT, "page-figures.png"))
    # TTTT_TF = {3|1} (tests/data/toads_frogs_literature.txt, [TZ] f(a,1) at
    # a = 4): a switch of temperature 1 and mean 2 (tests/data/thermographs.txt).
    field = driver.find_element(By.ID, "tf-pos")
    field.clear()
    field.send_keys("TTTT_TF")
    driver.find_element(By.ID, "tf-go").click()
    wait.until(lambda d: text_of("tf-temperature") == "1")
    if text_of("tf-mean") != "2":
        fail("TTTT_TF mean shown: %r" % text_of("tf-mean"))
    checks.append("TTTT_TF: temperature 1, mean 2, thermograph drawn")
    # A family: [TZ]'s f(a,1) = {a-1|1} (tests/data/toads_frogs_literature.txt)
    # must be among the proved pieces of T^a _ T^b F.
    driver.find_element(By.ID, "tf-family-go").click()
    wait.until(lambda d: (text_of("tf-family-status") or "").startswith("PROVED"))
    pieces = driver.execute_script(
        "return [...document.querySelectorAll('#tf-family-result table.pieces tr')]"
        ".map(r => [...r.cells].map(c => c.textContent));")
    if not any("b==1" in where and value == "{a-1|1}" for where, value in pieces[1:]):
        fail("T^a _ T^b F: no piece b==1 with value {a-1|1} in %s" % pieces)
    report = urllib.request.urlopen(url + "api/tf/family?report=1&pattern=" + urllib.parse.quote("T^a _ T^b F"))
    if "PROVED" not in report.read().decode():
        fail("the family report does not say PROVED")
    try:
        urllib.request.urlopen(url + "api/tf/family?pattern=" + urllib.parse.quote("T^a X"))
        fail("a bad family pattern was accepted")
    except urllib.error.HTTPError as e:
        if e.code != 400 or json.loads(e.read().decode())["field"] != "pattern":
            fail("a bad family pattern: status %d" % e.code)
    checks.append("T^a _ T^b F proved, [TZ]'s piece {a-1|1} shown, report linked, bad pattern 400")
    driver.execute_script("document.getElementById('tf').scrollIntoView()")
    driver.save_screenshot(os.path.join(OUT, "page-tf.png"))
finally:
    try:
        driver.quit()
    finally:
        server.send_signal(signal.SIGTERM)
    try:
        code = server.wait(timeout=10)
    except subprocess.TimeoutExpired:
        server.kill()
        fail("cgprove serve did not stop on SIGTERM")
if code != 0:
    fail("cgprove serve exited with %d after SIGTERM" % code)

# SIGINT stops it cleanly too; a bad or busy port is bad input (exit 2, one line).
second = subprocess.Popen([CGPROVE, "serve", "--port", "0"], stdout=subprocess.PIPE, text=True)
busy_port = second.stdout.readline().strip().rsplit(":", 1)[1].rstrip("/")
try:
    busy = subprocess.run([CGPROVE, "serve", "--port", busy_port], capture_output=True, text=True, timeout=10)
except subprocess.TimeoutExpired:
    busy = None  # it served on a busy port (run() has killed it)
second.send_signal(signal.SIGINT)
if second.wait(timeout=10) != 0:
    fail("cgprove serve did not exit 0 on SIGINT")
if busy is None or busy.returncode != 2 or len(busy.stderr.strip().splitlines()) != 1:
    fail("serving on a busy port: %s" % ("it served" if busy is None else "exit %d, %r" % (busy.returncode, busy.stderr)))
bad = subprocess.run([CGPROVE, "serve", "--port", "70000"], capture_output=True, text=True, timeout=10)
if bad.returncode != 2:
    fail("--port 70000: exit %d" % bad.returncode)
checks.append("SIGINT stops the server (exit 0); a busy or bad port exits 2")
for c in checks:
    print("ok: " + c)
print("ok: server stopped cleanly on SIGTERM; screenshots in " + OUT)
