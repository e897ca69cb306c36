# Turns one sub-command's --help (CLI11's layout) into troff for a man page's COMMANDS
# section: a subsection headed by the usage, the description, then each option as a
# tagged paragraph.
function troff(text) {
    gsub(/\\/, "\\e", text)
    gsub(/-/, "\\-", text)
    return text
}
function flush() {
    # CLI11 pads the names to 28 columns; names of exactly 27 leave one space before the
    # words, which then start at column 30 of the line.
    if (same_line && text == "" && length(spec) > 28 && substr(spec, 28, 1) == " ") {
        text = substr(spec, 29)
        spec = substr(spec, 1, 27)
    }
    same_line = 0
    if (spec == "")
        return
    # The option's names in bold, what it takes in roman: "\fB--data\fR TEXT=...".
    split(spec, words, " ")
    rest = substr(spec, length(words[1]) + 1)
    print ".TP"
    print "\\fB" troff(words[1]) "\\fR" troff(rest)
    print (text ~ /^[.']/ ? "\\&" : "") troff(text)
    spec = ""
    text = ""
}
NR == 1 { description = $0; next }
/^Usage: / {
    usage = $0
    sub(/^Usage: [^ ]* /, "", usage)
    print ".SS \"" troff(usage) "\""
    print (description ~ /^[.']/ ? "\\&" : "") troff(description)
    next
}
/^(Positionals|Options):$/ { flush(); next }
/^  [^ ]/ {
    flush()
    line = substr($0, 3)
    gap = match(line, /  +/)
    if (gap) {
        spec = substr(line, 1, gap - 1)
        text = substr(line, gap + RLENGTH)
    } else {
        spec = line
        same_line = 1
    }
    # Every sub-command has --help; the page says so once, in OPTIONS.
    if (spec == "-h,--help") {
        spec = ""
        text = ""
    }
    next
}
/^   +[^ ]/ {
    line = $0
    same_line = 0
    sub(/^ +/, "", line)
    text = (text == "" ? line : text " " line)
    next
}
END { flush() }
