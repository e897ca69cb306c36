#!/usr/bin/env bash
# check-install.sh CHECK ARGS...: the checks of an installed Sugarworks, one CHECK per
# ctest test (tests/install/CMakeLists.txt). Every check runs to its end and names each
# file or field that is missing or wrong, then exits 1 if any was.
#
#   stage     BUILD STAGING           cmake --install BUILD into the prefix STAGING, afresh
#   cli       STAGING WORK            the installed CLI checks the installed data, run from WORK
#   game      STAGING WORK XVFB_RUN   the installed game plays a game to the score sheet
#   desktop   STAGING APP_ID          the desktop entry
#   metainfo  STAGING APP_ID VERSION  the AppStream metainfo
#   icons     STAGING APP_ID PNG_CHECK  every icon size, and the scalable one
#   man       STAGING PROGRAM...      each program's man page renders and lists its options
#   deb-build BUILD OUT               cpack writes the .deb into OUT, afresh
#   deb-files OUT APP_ID DATA_DIR     the .deb holds the programs, data, art, entry, icons, pages
#   deb-control OUT VERSION           the .deb's control fields
set -uo pipefail

failures=0
fail() {
    echo "FAIL: $*" >&2
    failures=$((failures + 1))
}
ok() { echo "ok: $*"; }
finish() {
    if [ "$failures" -gt 0 ]; then
        echo "$failures check(s) failed" >&2
        exit 1
    fi
    echo "all checks passed"
    exit 0
}
need_file() {
    if [ -f "$1" ]; then
        ok "$1"
        return 0
    fi
    fail "missing: $1"
    return 1
}

# The installed programs must find their folders by themselves, as on a player's machine:
# nothing of this build's environment may point them there.
for variable in $(compgen -e); do
    case $variable in SUGARWORKS_*) unset "$variable" ;; esac
done

readonly icon_sizes=(16 22 24 32 48 64 128 256 512)

check=${1:-}
shift || true
case $check in

stage)
    build=$1 staging=$2
    rm -rf "$staging"
    if cmake --install "$build" --prefix "$staging"; then
        ok "installed into $staging"
    else
        fail "cmake --install $build --prefix $staging failed (is the build complete?)"
    fi
    ;;

cli)
    staging=$(cd "$1" && pwd -P) work=$2
    cli=$staging/bin/sugarworks-cli
    data=$staging/share/sugarworks/data
    need_file "$cli" || finish
    mkdir -p "$work" && cd "$work" || exit 1
    if out=$("$cli" validate-data "$data" 2>&1) && grep -q "files checked, 0 errors" <<<"$out"; then
        ok "validate-data $data: $(tail -n 1 <<<"$out")"
    else
        fail "validate-data $data did not pass:"$'\n'"$out"
    fi
    # Without a folder it checks the data beside the program: its help shows which.
    # (A space after each line: a long default ends its line, a short one is followed by words.)
    help=$("$cli" validate-data --help 2>&1 | sed 's/$/ /')
    if grep -qF "=$data " <<<"$help"; then
        ok "validate-data's default folder is $data"
    else
        fail "validate-data's default folder is not the installed $data:"$'\n'"$help"
    fi
    if out=$("$cli" validate-data 2>&1) && grep -q "files checked, 0 errors" <<<"$out"; then
        ok "validate-data (no folder): $(tail -n 1 <<<"$out")"
    else
        fail "validate-data without a folder did not pass:"$'\n'"$out"
    fi
    ;;

game)
    staging=$(cd "$1" && pwd -P) work=$2 xvfb_run=$3
    game=$staging/bin/sugarworks
    need_file "$game" || finish
    mkdir -p "$work" && cd "$work" || exit 1
    help=$("$game" --help 2>&1 | sed 's/$/ /')
    for folder in data assets; do
        if grep -qF "=$staging/share/sugarworks/$folder " <<<"$help"; then
            ok "the game's $folder folder is the installed one"
        else
            fail "the game's --$folder default is not $staging/share/sugarworks/$folder:"$'\n'"$help"
        fi
    done
    rm -rf "$work/home"
    # A short solo game played through the screens at the fastest speed; the game prints
    # the screen it ends on.
    out=$(SUGARWORKS_HOME="$work/home" SDL_AUDIODRIVER=dummy \
        "$xvfb_run" -a -s "-screen 0 1280x800x24" "$game" --autoplay --mode first_shift \
        --players 1 --seed 11 --speed 8 --fixed-dt 0.05 --frames 30000 2>&1)
    status=$?
    if [ "$status" -eq 0 ] && grep -q "screen score_sheet" <<<"$out"; then
        ok "the installed game played to the score sheet"
    else
        fail "the installed game did not reach the score sheet (exit status $status):"$'\n'"$out"
    fi
    ;;

desktop)
    staging=$1 id=$2
    entry=$staging/share/applications/$id.desktop
    need_file "$entry" || finish
    out=$(desktop-file-validate "$entry" 2>&1)
    status=$?
    if [ "$status" -eq 0 ] && ! grep -qiE "error|warning" <<<"$out"; then
        ok "desktop-file-validate $entry"
    else
        fail "desktop-file-validate $entry (exit status $status):"$'\n'"$out"
    fi
    grep -qx "Categories=Game;BoardGame;" "$entry" && ok "Categories=Game;BoardGame;" ||
        fail "$entry: Categories is not Game;BoardGame;"
    exec_line=$(sed -n 's/^Exec=//p' "$entry")
    need_file "$staging/bin/${exec_line%% *}" || fail "$entry: Exec=$exec_line is not an installed program"
    icon=$(sed -n 's/^Icon=//p' "$entry")
    [ "$icon" = "$id" ] && ok "Icon=$icon" || fail "$entry: Icon=$icon, expected $id"
    need_file "$staging/share/icons/hicolor/scalable/apps/$icon.svg"
    ;;

metainfo)
    staging=$1 id=$2 version=$3
    metainfo=$staging/share/metainfo/$id.metainfo.xml
    need_file "$metainfo" || finish
    if out=$(appstreamcli validate --no-net "$metainfo" 2>&1); then
        ok "appstreamcli validate --no-net $metainfo"
    else
        fail "appstreamcli validate --no-net $metainfo:"$'\n'"$out"
    fi
    grep -q "<id>$id</id>" "$metainfo" && ok "id $id" || fail "$metainfo: no <id>$id</id>"
    grep -q '<content_rating type="oars-1.1"' "$metainfo" && ok "OARS 1.1 content rating" ||
        fail "$metainfo: no <content_rating type=\"oars-1.1\">"
    newest=$(grep -o '<release version="[^"]*"' "$metainfo" | head -n 1 | cut -d'"' -f2)
    [ "$newest" = "$version" ] && ok "newest release $newest" ||
        fail "$metainfo: the newest <release> is \"$newest\", the project's version is $version"
    launchable=$(sed -n 's:.*<launchable type="desktop-id">\(.*\)</launchable>.*:\1:p' "$metainfo")
    need_file "$staging/share/applications/$launchable" ||
        fail "$metainfo: the launchable \"$launchable\" is not an installed desktop entry"
    ;;

icons)
    staging=$1 id=$2 png_check=$3
    for size in "${icon_sizes[@]}"; do
        png=$staging/share/icons/hicolor/${size}x${size}/apps/$id.png
        need_file "$png" || continue
        # The PNG signature, the header chunk's width and height (big-endian), the end chunk.
        read -r -a head < <(od -An -tx1 -N24 -v "$png" | tr '\n' ' ')
        signature="${head[*]:0:8}"
        if [ "$signature" != "89 50 4e 47 0d 0a 1a 0a" ] || [ "${head[*]:12:4}" != "49 48 44 52" ]; then
            fail "$png is not a PNG (it starts with $signature)"
            continue
        fi
        width=$((16#${head[16]}${head[17]}${head[18]}${head[19]}))
        height=$((16#${head[20]}${head[21]}${head[22]}${head[23]}))
        if [ "$width" -ne "$size" ] || [ "$height" -ne "$size" ]; then
            fail "$png is ${width}x${height}, expected ${size}x${size}"
        fi
        [ "$(tail -c 8 "$png" | head -c 4)" = IEND ] || fail "$png does not end with its IEND chunk"
        # Decoded whole: the size again, and a drawing rather than a blank square.
        "$png_check" "$png" "$size" "$size" 16 0.6 >/dev/null ||
            fail "$png does not decode as a ${size}x${size} drawing (png_check)"
    done
    svg=$staging/share/icons/hicolor/scalable/apps/$id.svg
    if need_file "$svg"; then
        grep -q "<svg" "$svg" || fail "$svg is not an SVG"
    fi
    ;;

man)
    staging=$1
    shift
    for program in "$@"; do
        page=$staging/share/man/man6/$program.6.gz
        need_file "$page" || {
            echo "  (the man pages are made by help2man: is it installed? scripts/ensure-deps.sh)" >&2
            continue
        }
        warnings=$(zcat "$page" | groff -man -Tutf8 -ww -z 2>&1)
        [ -z "$warnings" ] && ok "$page renders without warnings" ||
            fail "$page: groff warns:"$'\n'"$warnings"
        zcat "$page" | groff -man -Tutf8 >/dev/null 2>&1 || fail "$page does not render"
        # The page's own words, with troff's escapes taken out.
        source=$(zcat "$page" | sed -e 's/\\-/-/g' -e 's/\\f[BIRP]//g' -e 's/\\f(..//g')
        helps=$("$staging/bin/$program" --help 2>&1)
        for command in $(awk '/^Subcommands:$/ { on = 1; next } on && /^  [a-z]/ { print $1 }' <<<"$helps"); do
            helps+=$'\n'$("$staging/bin/$program" "$command" --help 2>&1)
            grep -qF -- "$command" <<<"$source" || fail "$page does not name the command $command"
        done
        options=$(grep -oE -- '(^|[ ,])--?[a-zA-Z][a-zA-Z0-9-]*' <<<"$helps" | tr -d ' ,' | sort -u)
        missing=()
        for option in $options; do
            grep -qF -- "$option" <<<"$source" || missing+=("$option")
        done
        if [ ${#missing[@]} -eq 0 ]; then
            ok "$page names all $(wc -w <<<"$options") options of $program --help"
        else
            fail "$page does not name these options of $program --help: ${missing[*]}"
        fi
    done
    ;;

deb-build)
    build=$1 out=$2
    rm -rf "$out"
    if cpack --config "$build/CPackConfig.cmake" -G DEB -B "$out"; then
        ok "cpack"
    else
        fail "cpack --config $build/CPackConfig.cmake -G DEB failed"
    fi
    debs=("$out"/sugarworks_*.deb)
    [ ${#debs[@]} -eq 1 ] && [ -f "${debs[0]}" ] && ok "${debs[0]}" ||
        fail "expected one sugarworks_*.deb in $out, found: $(ls "$out")"
    ;;

deb-files)
    out=$1 id=$2 data_dir=$3
    deb=$(ls "$out"/sugarworks_*.deb 2>/dev/null | head -n 1)
    [ -n "$deb" ] || { fail "no sugarworks_*.deb in $out"; finish; }
    listing=$(dpkg-deb -c "$deb" | awk '{ print $NF }' | sed 's:^\./:/:')
    expected=(
        /usr/bin/sugarworks
        /usr/bin/sugarworks-cli
        /usr/share/sugarworks/assets/candies/red_circle.svg
        /usr/share/sugarworks/assets/tiles/belt_right.svg
        /usr/share/applications/$id.desktop
        /usr/share/metainfo/$id.metainfo.xml
        /usr/share/icons/hicolor/scalable/apps/$id.svg
        /usr/share/man/man6/sugarworks.6.gz
        /usr/share/man/man6/sugarworks-cli.6.gz
        /usr/share/doc/sugarworks/LICENSE
    )
    for size in "${icon_sizes[@]}"; do
        expected+=("/usr/share/icons/hicolor/${size}x${size}/apps/$id.png")
    done
    # Every data file of the source folder.
    while IFS= read -r file; do
        expected+=("/usr/share/sugarworks/data/${file#./}")
    done < <(cd "$data_dir" && find . -type f | sort)
    for path in "${expected[@]}"; do
        grep -qxF -- "$path" <<<"$listing" && ok "$path" || fail "$deb does not hold $path"
    done
    stray=$(grep -v '^/usr/' <<<"$listing" | grep -v '^/$')
    [ -z "$stray" ] || fail "$deb holds files outside /usr:"$'\n'"$stray"
    ;;

deb-control)
    out=$1 version=$2
    deb=$(ls "$out"/sugarworks_*.deb 2>/dev/null | head -n 1)
    [ -n "$deb" ] || { fail "no sugarworks_*.deb in $out"; finish; }
    field() { dpkg-deb -f "$deb" "$1"; }
    [ "$(field Package)" = sugarworks ] && ok "Package: sugarworks" ||
        fail "Package is \"$(field Package)\", expected sugarworks"
    [ "$(field Section)" = games ] && ok "Section: games" ||
        fail "Section is \"$(field Section)\", expected games"
    [ "$(field Version)" = "$version" ] && ok "Version: $version" ||
        fail "Version is \"$(field Version)\", expected $version"
    [ -n "$(field Maintainer)" ] && ok "Maintainer: $(field Maintainer)" || fail "no Maintainer"
    [ -n "$(field Description)" ] && ok "Description: $(field Description | head -n 1)" ||
        fail "no Description"
    depends=$(field Depends)
    echo "Depends: $depends"
    # dpkg-shlibdeps names the libraries the programs link; the fonts are added by hand.
    # One package name a line, versions and alternatives' bars taken off.
    names=$(sed -e 's/([^)]*)//g' -e 's/[,|]/\n/g' <<<"$depends" | tr -d ' ')
    for package in libsdl2-2.0-0 libsdl2-image-2.0-0 libsdl2-ttf-2.0-0 libstdc++6 fonts-dejavu-core; do
        grep -qxF -- "$package" <<<"$names" && ok "Depends names $package" ||
            fail "Depends does not name $package"
    done
    ;;

*)
    echo "usage: check-install.sh stage|cli|game|desktop|metainfo|icons|man|deb-build|deb-files|deb-control ARGS..." >&2
    exit 2
    ;;
esac
finish
