#include "setup/score_book.hpp"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <system_error>

#include "shell/setup/player_file.hpp"
#include "sugarworks/diagnostic.hpp"
#include "sugarworks/json_reader.hpp"
#include "sugarworks/save.hpp"

namespace sugarworks::app {
namespace {

using nlohmann::json;
using Pointer = json::json_pointer;
namespace fs = std::filesystem;

std::optional<std::uint64_t> digits(const std::string& text) {
    std::uint64_t value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || text.empty())
        return std::nullopt;
    return value;
}

// The states of a run, as written: 8 lowercase hexadecimal digits each, one
// after another (a game of 150 actions is 1,200 characters).
std::string states_text(const std::vector<std::uint32_t>& states) {
    std::string text;
    text.reserve(states.size() * 8);
    for (const std::uint32_t s : states) {
        char digits[9];
        std::snprintf(digits, sizeof digits, "%08x", s);
        text += digits;
    }
    return text;
}

std::optional<std::vector<std::uint32_t>> states_from_text(const std::string& text) {
    if (text.size() % 8 != 0)
        return std::nullopt;
    std::vector<std::uint32_t> states;
    for (std::size_t i = 0; i < text.size(); i += 8) {
        std::uint32_t value = 0;
        const char* first = text.data() + i;
        const auto [end, ec] = std::from_chars(first, first + 8, value, 16);
        if (ec != std::errc() || end != first + 8 ||
            std::any_of(first, first + 8, [](char c) { return c == '+' || c == '-'; }))
            return std::nullopt;
        states.push_back(value);
    }
    return states;
}

// A run, read whole or not at all (every problem recorded).
std::optional<ScoreRun> read_run(io::JsonReader& r, const json& v, const Pointer& at) {
    if (!r.is_object(v, at))
        return std::nullopt;
    r.no_unknown_members(v, at,
                         {"scenario", "toggles", "players", "score", "rating", "seed", "date",
                          "hints", "computers", "autoplay", "states"});
    const int before = r.error_count();
    ScoreRun run;
    if (const json* m = r.member(v, at, "scenario"))
        run.scenario = r.string(*m, at / "scenario").value_or("");
    if (const json* m = r.member(v, at, "toggles")) {
        if (r.is_array(*m, at / "toggles")) {
            for (std::size_t i = 0; i < m->size(); ++i) {
                if (auto t = r.string((*m)[i], at / "toggles" / i))
                    run.toggles.push_back(*t);
            }
        }
    }
    if (const json* m = r.member(v, at, "players"))
        run.players = r.integer(*m, at / "players", 1, 4).value_or(1);
    if (const json* m = r.member(v, at, "score"))
        run.score = r.integer(*m, at / "score", -1000000, 1000000).value_or(0);
    if (const json* m = r.member(v, at, "rating", false))
        run.rating = r.string(*m, at / "rating").value_or("");
    if (const json* m = r.member(v, at, "seed")) {
        if (auto text = r.string(*m, at / "seed")) {
            if (auto seed = digits(*text))
                run.seed = *seed;
            else
                r.error(at / "seed",
                        "expected the seed as a string of digits, found \"" + *text + "\"");
        }
    }
    if (const json* m = r.member(v, at, "date"))
        run.date = r.string(*m, at / "date").value_or("");
    if (const json* m = r.member(v, at, "hints", false))
        run.hints = r.integer(*m, at / "hints", 0, 1000000).value_or(0);
    if (const json* m = r.member(v, at, "computers", false))
        run.computers = r.integer(*m, at / "computers", 0, run.players).value_or(0);
    if (const json* m = r.member(v, at, "autoplay", false))
        run.autoplay = r.boolean(*m, at / "autoplay").value_or(false);
    if (const json* m = r.member(v, at, "states", false)) {
        if (auto text = r.string(*m, at / "states")) {
            if (auto states = states_from_text(*text))
                run.states = std::move(*states);
            else
                r.error(at / "states", "expected 8 hexadecimal digits for each state, found \"" +
                                           text->substr(0, 24) +
                                           (text->size() > 24 ? "...\"" : "\""));
        }
    }
    if (r.error_count() != before)
        return std::nullopt;
    return run;
}

}  // namespace

ScoreBookLoad score_book_from_text(std::string_view text, const std::string& file) {
    ScoreBookLoad out;
    Diagnostics errors;
    const auto finish = [&] {
        out.error = shell::joined_diagnostics(errors);
        out.broken = !errors.empty();
        if (out.broken)
            out.book = {};  // a book is kept whole or set aside whole
        return out;
    };
    io::JsonReader r(file, errors);
    const std::optional<json> root =
        shell::player_document(text, kScoreBookSchema, {"schema", "runs"}, r, errors);
    if (!root)
        return finish();
    if (const json* runs = r.member(*root, Pointer(), "runs")) {
        if (r.is_array(*runs, Pointer() / "runs")) {
            for (std::size_t i = 0; i < runs->size(); ++i) {
                if (auto run = read_run(r, (*runs)[i], Pointer() / "runs" / i))
                    out.book.runs.push_back(std::move(*run));
            }
        }
    }
    return finish();
}

ScoreBookLoad load_score_book(const fs::path& file) {
    return shell::load_player_file<ScoreBookLoad>(file, "a score book", score_book_from_text);
}

std::string score_book_text(const ScoreBook& book) {
    nlohmann::ordered_json doc;
    doc["schema"] = std::string(kScoreBookSchema);
    nlohmann::ordered_json runs = nlohmann::ordered_json::array();
    for (const ScoreRun& run : book.runs) {
        nlohmann::ordered_json r;
        r["scenario"] = run.scenario;
        r["toggles"] = run.toggles;
        r["players"] = run.players;
        r["score"] = run.score;
        if (!run.rating.empty())
            r["rating"] = run.rating;
        r["seed"] = std::to_string(run.seed);
        r["date"] = run.date;
        if (run.hints > 0)
            r["hints"] = run.hints;
        if (run.computers > 0)
            r["computers"] = run.computers;
        if (run.autoplay)
            r["autoplay"] = true;
        if (!run.states.empty())
            r["states"] = states_text(run.states);
        runs.push_back(std::move(r));
    }
    doc["runs"] = std::move(runs);
    return doc.dump(2) + "\n";
}

PlayedBy played_by(const ScoreRun& run) {
    if (run.autoplay)
        return PlayedBy::Autoplay;
    if (run.computers >= run.players)
        return PlayedBy::Computers;
    return run.computers > 0 ? PlayedBy::WithComputers : PlayedBy::People;
}

std::optional<ScoreRun> continued_from(const ScoreBook& book, const ScoreRun& run,
                                       std::size_t opened_at) {
    if (opened_at == 0 || run.states.size() < opened_at)
        return std::nullopt;
    for (const ScoreRun& earlier : book.runs) {
        if (earlier.seed == run.seed && earlier.scenario == run.scenario &&
            earlier.players == run.players && earlier.toggles == run.toggles &&
            earlier.states.size() >= opened_at &&
            earlier.states[opened_at - 1] == run.states[opened_at - 1])
            return earlier;
    }
    return std::nullopt;
}

RecordResult record_run(const fs::path& file, const ScoreRun& run, std::size_t opened_at) {
    ScoreBookLoad loaded = load_score_book(file);
    if (loaded.broken)
        loaded.book = {};  // the broken one is kept aside, and a new book begun
    if (auto earlier = continued_from(loaded.book, run, opened_at))
        return {"", "", std::move(earlier)};
    loaded.book.runs.push_back(run);
    const shell::PlayerWrite written = shell::replace_player_file(
        file, score_book_text(loaded.book), "the score book", loaded.broken ? loaded.error : "");
    return {written.problem, written.kept_aside, std::nullopt};
}

std::vector<WayToPlay> best_runs(const ScoreBook& book, int per_way) {
    std::vector<WayToPlay> ways;
    for (const ScoreRun& run : book.runs) {
        const PlayedBy by = played_by(run);
        const int computers = by == PlayedBy::WithComputers ? run.computers : 0;
        auto way = std::find_if(ways.begin(), ways.end(), [&](const WayToPlay& w) {
            return w.scenario == run.scenario && w.players == run.players &&
                   w.toggles == run.toggles && w.by == by && w.computers == computers;
        });
        if (way == ways.end()) {
            ways.push_back({run.scenario, run.players, run.toggles, by, computers, {}});
            way = ways.end() - 1;
        }
        way->best.push_back(run);
    }
    for (WayToPlay& way : ways) {
        // Best first; the earlier of two equal runs first.
        std::stable_sort(way.best.begin(), way.best.end(),
                         [](const ScoreRun& a, const ScoreRun& b) { return a.score > b.score; });
        if (static_cast<int>(way.best.size()) > per_way)
            way.best.resize(static_cast<std::size_t>(per_way));
    }
    return ways;
}

std::string today() {
    const std::time_t now = std::time(nullptr);
    std::tm local{};
    localtime_r(&now, &local);
    char text[16];
    std::strftime(text, sizeof text, "%Y-%m-%d", &local);
    return text;
}

}  // namespace sugarworks::app
