#!/usr/bin/env bash
# Installs checkpoint-report from its source, at a pinned commit, into the local Maven repository, for a
# course whose build runs before the plugin is on Maven Central (.github/workflows/pages-from-source.yml).
# Usage: install-plugin.sh REPOSITORY REF [Maven arguments...]
#   REPOSITORY  where to clone it from: https://github.com/checkpoint-report/checkpoint-report.git, or a path
#   REF         a full commit id, 40 hex digits: the plugin's version there is the one the course must name. A branch,
#               a tag or a short id is refused before anything is cloned: a branch moves and a tag can be moved,
#               and every build of the course must use the same plugin
#   Maven arguments are passed to its install, e.g. -Dmaven.repo.local=... for a repository other than ~/.m2
# Run it in the course's folder: it refuses, before building, a course whose pom.xml names another version of
# the plugin than REF builds. It needs git, Java 17 and python3; the clone's wrapper fetches its own Maven.
set -euo pipefail

if [ "$#" -lt 2 ] || [ -z "$1" ] || [ -z "$2" ]; then
  echo "usage: $0 REPOSITORY REF [Maven arguments...] (set CHECKPOINT_REPORT_REF to a full commit id)" >&2
  exit 2
fi
repository="$1" ref="$2"
shift 2
if ! [[ "$ref" =~ ^[0-9a-fA-F]{40}$ ]]; then
  shown="$(printf '%s' "$ref" | tr -c '[:print:]' '?' | cut -c1-200)"
  echo "install-plugin: CHECKPOINT_REPORT_REF '$shown' is not a full commit id: pin the 40 hex digits of one commit" \
    "(git rev-parse '$shown^{commit}' in a clone of checkpoint-report), never a branch, a tag or a short id," \
    "so that every build of the course uses the same plugin" >&2
  exit 2
fi
source_dir="$(mktemp -d)"
trap 'rm -rf "$source_dir"' EXIT

git clone --quiet --no-checkout "$repository" "$source_dir"
git -C "$source_dir" -c advice.detachedHead=false checkout --quiet "$ref^{commit}"
commit="$(git -C "$source_dir" rev-parse HEAD)"
version="$(sed -n 's|^  <version>\(.*\)</version>$|\1|p' "$source_dir/pom.xml" | head -1)"

if [ -f pom.xml ]; then
  wanted="$(python3 -c '
import sys, xml.etree.ElementTree as ET
ns = {"m": "http://maven.apache.org/POM/4.0.0"}
for p in ET.parse("pom.xml").iter("{%s}plugin" % ns["m"]):
    if p.findtext("m:artifactId", namespaces=ns) == "checkpoint-report-maven-plugin":
        print(p.findtext("m:version", namespaces=ns) or ""); break')"
  if [ -n "$wanted" ] && [ "$wanted" != "$version" ]; then
    echo "install-plugin: pom.xml names checkpoint-report-maven-plugin $wanted, but $ref builds $version:" \
      "write <version>$version</version> in pom.xml, or pin the ref that builds $wanted." >&2
    exit 1
  fi
fi

# README, "Install": the parent POM, the templates and the plugin, without the tests (its CI ran them).
(cd "$source_dir" && ./mvnw -B -q install -pl plugin -am -DskipTests -Dinvoker.skip=true "$@")
echo "install-plugin: installed dev.checkpointreport:checkpoint-report-maven-plugin:$version from $repository at $commit"
