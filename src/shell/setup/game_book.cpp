#include "shell/setup/game_book.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>

#include "engine/json_reader.hpp"
#include "shell/setup/player_file.hpp"

namespace shell {
namespace {

using engine::io::json;
using engine::io::Pointer;

std::string schema_of(std::string_view game) {
    return std::string(game) + ".score_book/1";
}

GameBookRead book_from_text(std::string_view text, const std::string& file, std::string_view game) {
    GameBookRead out;
    engine::Diagnostics errors;
    engine::io::JsonReader r(file, errors);
    const std::optional<json> root =
        player_document(text, schema_of(game), {"schema", "games"}, r, errors);
    const json* games = root ? r.member(*root, Pointer(), "games") : nullptr;
    if (games && r.is_array(*games, Pointer() / "games")) {
        for (std::size_t i = 0; i < games->size(); ++i) {
            const Pointer at = Pointer() / "games" / i;
            const json& g = (*games)[i];
            if (!r.is_object(g, at))
                continue;
            r.no_unknown_members(g, at, {"date", "seats", "result", "save", "kind", "score"});
            ScoreBookLine line;
            for (auto [key, into] : {std::pair{"date", &line.date},
                                     {"seats", &line.seats},
                                     {"result", &line.result},
                                     {"save", &line.save},
                                     {"kind", &line.kind}}) {
                if (const json* value = r.member(g, at, key, false))
                    *into = r.string(*value, at / key).value_or("");
            }
            if (const json* value = r.member(g, at, "score", false))
                line.score = r.integer(*value, at / "score", -1000000, 1000000);
            out.lines.push_back(std::move(line));
        }
    }
    if (!errors.empty()) {
        out.lines.clear();  // a book is kept whole or set aside whole
        out.problem = joined_diagnostics(errors);
    }
    return out;
}

}  // namespace

GameBookRead read_game_book(const std::filesystem::path& file, std::string_view game) {
    const PlayerFile read = read_player_file(file, "a score book");
    if (read.missing)
        return {};
    if (!read.text)
        return {{}, read.error};
    return book_from_text(*read.text, file.string(), game);
}

std::string add_to_game_book(const std::filesystem::path& file, std::string_view game,
                             const ScoreBookLine& line, std::string* kept_aside) {
    GameBookRead book = read_game_book(file, game);
    book.lines.push_back(line);
    json games = json::array();
    for (const ScoreBookLine& l : book.lines) {
        json g = {{"date", l.date}, {"seats", l.seats}, {"result", l.result}, {"save", l.save}};
        if (!l.kind.empty())
            g["kind"] = l.kind;
        if (l.score)
            g["score"] = *l.score;
        games.push_back(std::move(g));
    }
    const json doc = {{"schema", schema_of(game)}, {"games", games}};
    const PlayerWrite written =
        replace_player_file(file, doc.dump(2) + "\n", "the score book", book.problem);
    if (kept_aside)
        *kept_aside = written.kept_aside;
    return written.problem;
}

std::vector<ScoreBookLine> best_of_each_kind(const std::vector<ScoreBookLine>& lines) {
    std::vector<ScoreBookLine> best;
    for (const ScoreBookLine& line : lines) {
        if (!line.score)
            continue;
        const auto same = std::find_if(best.begin(), best.end(),
                                       [&](const ScoreBookLine& b) { return b.kind == line.kind; });
        if (same == best.end())
            best.push_back(line);
        else if (*line.score > *same->score)
            *same = line;
    }
    return best;
}

std::string seat_words(const std::vector<SeatSetup>& seats) {
    std::string out;
    for (const SeatSetup& s : seats) {
        if (!out.empty())
            out += ", ";
        out += s.name;
        if (!s.is_person())
            out += " (" + s.player + ")";
    }
    return out;
}

}  // namespace shell
