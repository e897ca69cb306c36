#!/usr/bin/env bash
# Installs the Debian packages Sugarworks builds and tests with, when missing.
# Used by play.sh and test.sh; safe to run again (it does nothing when all are there).
set -euo pipefail

packages=(
  # toolchain
  cmake ninja-build g++ pkg-config
  # the game and the core
  libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libimgui-dev libgl-dev
  nlohmann-json3-dev libcli11-dev fonts-dejavu-core
  # tests and benchmarks
  catch2 libbenchmark-dev xvfb xauth xdotool
  # the sanitizer and fuzz build (the fuzz preset): clang with its ASan, UBSan and libFuzzer
  clang libclang-rt-14-dev
  # packaging: man pages from --help (help2man, groff-base to render them), the .deb's
  # library dependencies (dpkg-shlibdeps in dpkg-dev), the desktop entry and metainfo checks
  help2man groff-base dpkg-dev desktop-file-utils appstream
)

if ! command -v dpkg-query >/dev/null 2>&1; then
  echo "sugarworks: this is not a Debian-like system; make sure these (or their equivalents) are installed:" >&2
  echo "  ${packages[*]}" >&2
  exit 0
fi

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "sugarworks: installing missing packages: ${missing[*]}"
if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1; then
  as_root=(sudo)
else
  echo "sugarworks: these packages are missing and I cannot install them (not root, no sudo):" >&2
  echo "  ${missing[*]}" >&2
  echo "Ask an administrator to run: apt-get install ${missing[*]}" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
# A fresh machine has no package lists yet; update once, then install.
if ! "${as_root[@]}" apt-get install -y --no-install-recommends "${missing[@]}"; then
  "${as_root[@]}" apt-get update
  "${as_root[@]}" apt-get install -y --no-install-recommends "${missing[@]}"
fi
