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
#   (the course set failOnSuboptimal=false, so the gate warns and the build passes), the gate is still
#   passed, with one `::warning title=Checkpoint gate::<scenario>: <message>` per failing check;
# - failed: Maven ended with a failure and a fresh index.json says `passed: false`: one
#   `::error title=Checkpoint gate::<scenario>: <message>` per failing check, from each scenario's `checks`;
# - broken: anything else (no index.json, one older than STARTED, one that cannot be read, or a build that
#   failed although the gate passed): one `::error title=Build broken::...` line, and the script exits
#   with Maven's status (1 when Maven ended with 0), so nothing is published.
# Passed and failed exit with 0. Needs bash and python3, as GitHub's ubuntu-latest runner has them.
set -euo pipefail

if [ "$#" -ne 3 ] || ! [[ "$1" =~ ^[0-9]+$ ]] || ! [[ "$3" =~ ^[0-9]+$ ]]; then
  echo "usage: $0 MAVEN_STATUS REPORT_DIR STARTED (the exit status, the report's folder, \`date +%s\` before the build)" >&2
  exit 2
fi

exec python3 - "$1" "$2" "$3" <<'PY'
import json, os, sys

status, folder, started = int(sys.argv[1]), sys.argv[2], int(sys.argv[3])
index = os.path.join(folder, "index.json")

def command(kind, title, text):
    # a workflow command; its message with % and line breaks escaped, as GitHub reads them
    escaped = text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    print("::" + kind + " title=" + title + "::" + escaped)

def broken(reason):
    print("gate=broken")
    command("error", "Build broken", reason + " Nothing is published; see the log above.")
    sys.exit(status if status != 0 else 1)

ended = "The build failed (Maven status %d)" % status if status != 0 else "Maven ended with 0"
try:
    modified = os.stat(index).st_mtime
except OSError:
    broken(ended + " and wrote no " + index + ": the checkpoint gate did not judge the course." if status != 0
           else ended + " but wrote no " + index + ": the goal was skipped, wrote a single report (list the "
           "scenarios under <scenarios> to write a site), or REPORT_DIR is not its outputDirectory.")
if modified < started:
    broken(ended + " and wrote no fresh " + index + ": the one there is from an earlier build.")
try:
    with open(index, encoding="utf-8") as f:
        site = json.load(f)
    if not isinstance(site, dict) or site.get("schemaVersion") != 1:
        raise ValueError("expected an object with schemaVersion 1")
    passed, scenarios = site.get("passed"), site.get("scenarios")
    if not isinstance(passed, bool) or not isinstance(scenarios, list):
        raise ValueError("expected passed (true or false) and a list of scenarios")
    lines = []
    for scenario in scenarios:
        if scenario.get("passed") is False:
            name = str(scenario.get("name") or scenario.get("file"))
            failing = [c["message"] for c in scenario.get("checks") or [] if c.get("passed") is False]
            lines += [name + ": " + message for message in failing] or [name + ": fails its gate; see its report."]
except (OSError, ValueError, AttributeError, KeyError, TypeError) as e:
    broken(ended + ", and " + index + " cannot be read: " + str(e) + ".")
if status != 0 and passed:
    broken(ended + " although the checkpoint gate passed: the failure is elsewhere.")
if passed:
    print("gate=passed")
    sys.exit(0)
print("gate=failed" if status != 0 else "gate=passed")
for line in lines or ["the course fails its gate; see the report."]:
    command("error" if status != 0 else "warning", "Checkpoint gate", line)
PY
