#!/usr/bin/env bash
# The checkpoint gate's verdict for CI, read from the course site's index.json, never from the build's log.
# Usage: checkpoint-verdict.sh MAVEN_STATUS REPORT_DIR STARTED
#   MAVEN_STATUS  the exit status of `mvn -B verify`
#   REPORT_DIR    the plugin's outputDirectory, which holds index.json at its root
#   STARTED       the time the build started, in seconds since the epoch (`date +%s` before Maven);
#                 an index.json last modified before it is an earlier build's and is never believed
# Prints `gate=passed`, `gate=failed` or `gate=broken` first (the line for $GITHUB_OUTPUT), then one
# workflow command per line:
# - passed: Maven ended with 0 and a fresh index.json says `passed: true`. When it says `passed: false`
#   (the course set failOnGate=false, so the gate warns and the build passes), the gate is still
#   passed, with one `::warning title=Checkpoint gate::<scenario>: <message>` per failing check;
# - failed: Maven ended with a failure and a fresh index.json says `passed: false`: one
#   `::error title=Checkpoint gate::<scenario>: <message>` per failing check, from each scenario's `checks`;
# - broken: anything else (no index.json, one older than STARTED, one that cannot be read or is not the
#   plugin's, whatever it holds, or a build that failed although the gate passed): one
#   `::error title=Build broken::...` line saying why, and the script exits
#   with Maven's status (1 when Maven ended with 0), so nothing is published.
# Passed and failed exit with 0. Needs bash and python3, as GitHub's ubuntu-latest runner has them.
set -euo pipefail

if [ "$#" -ne 3 ] || ! [[ "$1" =~ ^[0-9]+$ ]] || ! [[ "$3" =~ ^[0-9]+$ ]]; then
  echo "usage: $0 MAVEN_STATUS REPORT_DIR STARTED (the exit status, the report's folder, \`date +%s\` before the build)" >&2
  exit 2
fi

exec python3 - "$1" "$2" "$3" <<'PY'
import json, os, stat, sys

status, folder, started = int(sys.argv[1]), sys.argv[2], int(sys.argv[3])
index = os.path.join(folder, "index.json")
# a name in index.json may hold half of a surrogate pair ("\ud800"): print it escaped, never a traceback
sys.stdout.reconfigure(errors="backslashreplace")

class NotThePlugins(ValueError):
    """index.json is not the one the plugin writes; the reason, in words."""

def command(kind, title, text):
    # a workflow command; its message with % and line breaks escaped, as GitHub reads them
    escaped = text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    print("::" + kind + " title=" + title + "::" + escaped)

def broken(reason):
    print("gate=broken")
    command("error", "Build broken", reason + " Nothing is published; see the log above.")
    sys.exit(status if status != 0 else 1)

def expect(holds, what):
    if not holds:
        raise NotThePlugins("expected " + what)

def number(text):
    # the plugin writes no number longer than a double's 24 characters; a longer one is not its file
    if len(text) > 40:
        raise NotThePlugins("it holds a number of %d characters, longer than any the plugin writes" % len(text))
    return float(text) if any(c in text for c in ".eE") else int(text)

def constant(name):
    raise NotThePlugins("it holds " + name + ", which is not JSON")

def unique(pairs):
    found = dict(pairs)
    if len(found) < len(pairs):
        seen = set()
        twice = next(key for key, _ in pairs if key in seen or seen.add(key))
        raise NotThePlugins("it holds the key '%s' twice in one object" % twice)
    return found

def failing_lines(path):
    """Each failing check's line, `<scenario>: <message>`, of the plugin's index.json, or NotThePlugins."""
    with open(path, "rb") as f:
        raw = f.read()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise NotThePlugins("it is not UTF-8 text (the byte 0x%02X at offset %d)" % (raw[e.start], e.start))
    try:
        site = json.loads(text, parse_int=number, parse_float=number, parse_constant=constant,
                          object_pairs_hook=unique)
    except RecursionError:
        raise NotThePlugins("it nests lists and objects deeper than the plugin's index.json does")
    except json.JSONDecodeError as e:
        raise NotThePlugins("it is not JSON (%s at line %d, column %d)" % (e.msg, e.lineno, e.colno))
    expect(isinstance(site, dict) and type(site.get("schemaVersion")) is int and site["schemaVersion"] == 1,
           "an object with schemaVersion 1")
    passed, scenarios = site.get("passed"), site.get("scenarios")
    expect(isinstance(passed, bool) and isinstance(scenarios, list),
           "passed (true or false) and a list of scenarios")
    lines = []
    for scenario in scenarios:
        expect(isinstance(scenario, dict) and isinstance(scenario.get("name"), str)
               and isinstance(scenario.get("passed"), bool) and isinstance(scenario.get("checks"), list),
               "each scenario to be an object with its name, passed (true or false) and a list of checks")
        for check in scenario["checks"]:
            expect(isinstance(check, dict) and isinstance(check.get("passed"), bool)
                   and isinstance(check.get("message"), str),
                   "each check to be an object with passed (true or false) and its message")
        if scenario["passed"] is False:
            name = scenario["name"]
            failing = [c["message"] for c in scenario["checks"] if c["passed"] is False]
            lines += [name + ": " + message for message in failing] or [name + ": fails its gate; see its report."]
    return passed, lines

ended = "The build failed (Maven status %d)" % status if status != 0 else "Maven ended with 0"
try:
    found = os.stat(index)
except OSError:
    broken(ended + " and wrote no " + index + ": the checkpoint gate did not judge the course." if status != 0
           else ended + " but wrote no " + index + ": the goal was skipped, wrote a single report (list the "
           "scenarios under <scenarios> to write a site), or REPORT_DIR is not its outputDirectory.")
if found.st_mtime < started:
    broken(ended + " and wrote no fresh " + index + ": the one there is from an earlier build.")
try:
    # a named pipe would block the read; a folder or a device is not the plugin's file either
    if not stat.S_ISREG(found.st_mode):
        raise NotThePlugins("it is not a regular file")
    passed, lines = failing_lines(index)
except NotThePlugins as e:
    broken(ended + ", and " + index + " cannot be read: " + str(e) + ".")
except OSError as e:
    broken(ended + ", and " + index + " cannot be read: " + (e.strerror or "an input/output error") + ".")
except Exception as e:
    # whatever else a file that is not the plugin's makes Python raise (MemoryError, say): broken, in one line
    broken(ended + ", and " + index + " cannot be read: " + type(e).__name__ + ".")
if status != 0 and passed:
    broken(ended + " although the checkpoint gate passed: the failure is elsewhere.")
if passed:
    print("gate=passed")
    sys.exit(0)
print("gate=failed" if status != 0 else "gate=passed")
for line in lines or ["the course fails its gate; see the report."]:
    command("error" if status != 0 else "warning", "Checkpoint gate", line)
PY
