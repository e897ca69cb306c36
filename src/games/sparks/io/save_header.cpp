#include "sparks/save_header.hpp"

#include "engine/save_text.hpp"
#include "io/save_members.hpp"
#include "sparks/game.hpp"
#include "sparks/save.hpp"
#include "sparks/state_io.hpp"

namespace sparks {

using engine::io::json;
using engine::io::Pointer;
using engine::save::SaveHeader;
using engine::save::SeatHeader;

std::string mode_words(const GameOptions& options) {
    return options.players == 1 ? "Solo, " + std::to_string(options.solo_goals) +
                                      (options.solo_goals == 1 ? " goal tile" : " goal tiles")
                                : std::to_string(options.players) + " players";
}

std::vector<std::string> variant_words(const GameOptions& options) {
    std::vector<std::string> out;
    if (options.goal_tiles)
        out.emplace_back("Goal tiles");
    if (options.assistant_draft)
        out.emplace_back("Assistant draft");
    return out;
}

std::optional<SaveHeader> read_save_header(const json& doc, const std::string& file,
                                           const Content& content, engine::Diagnostics& errors) {
    engine::io::JsonReader reader(file, errors);
    if (!reader.is_object(doc, Pointer()))
        return std::nullopt;
    SaveHeader header;
    const auto kind = engine::save::read_save_kind(reader, doc, "sparks", kSaveFormat);
    if (!kind)
        return std::nullopt;
    header.kind = *kind;
    std::optional<GameOptions> options;
    if (const json* o = reader.member(doc, Pointer(), "options"))
        options = save_members::read_options(reader, *o, Pointer() / "options", content);
    if (!options)
        return std::nullopt;
    header.mode = mode_words(*options);
    header.options = variant_words(*options);
    SaveInfo info;
    if (const json* seats = reader.member(doc, Pointer(), "seats"))
        save_members::read_seats(reader, *seats, options->players, info);
    for (int i = 0; i < options->players; ++i) {
        const auto at = static_cast<std::size_t>(i);
        const SavedSeat saved = at < info.seats.size() ? info.seats[at] : SavedSeat{};
        SeatHeader seat;
        seat.name = saved.name.empty() ? "Player " + std::to_string(i + 1) : saved.name;
        seat.player = saved.player == "human" ? "person" : saved.player;
        header.seats.push_back(std::move(seat));
    }
    if (const json* h = reader.member(doc, Pointer(), "setup_hash")) {
        if (const auto hash =
                engine::save::read_hash(reader, *h, Pointer() / "setup_hash", "a state hash"))
            header.setup_hash = engine::save::hash_hex(*hash);
    }
    // How far the game got: the snapshot's round and phase, judged by the rules' own
    // is_over (the snapshot is the last state, checked against the replay on opening).
    if (const json* snapshot = reader.member(doc, Pointer(), "snapshot");
        snapshot && reader.is_object(*snapshot, Pointer() / "snapshot")) {
        const Pointer at = Pointer() / "snapshot";
        GameState last;
        if (const json* r = reader.member(*snapshot, at, "round")) {
            if (const auto round = reader.integer(*r, at / "round", 0, 1000000))
                last.round = *round;
        }
        if (const json* p = reader.member(*snapshot, at, "phase")) {
            if (const auto phase = reader.name<Phase>(*p, at / "phase", parse_phase, "phase"))
                last.phase = *phase;
        }
        header.round = last.round + 1;  // the state counts rounds from 0
        header.finished = Game(content, *options).is_over(last);
    }
    if (reader.error_count() != 0)
        return std::nullopt;
    return header;
}

engine::save::GameSaves game_saves(const Content& content) {
    return {"sparks", "Sparks", kSaveFormat,
            [&content](const json& doc, const std::string& file, engine::Diagnostics& errors) {
                return read_save_header(doc, file, content, errors);
            }};
}

}  // namespace sparks
