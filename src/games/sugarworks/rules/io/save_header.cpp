#include "sugarworks/save_header.hpp"

#include "engine/save_text.hpp"
#include "io/save_members.hpp"
#include "sugarworks/game_state.hpp"
#include "sugarworks/save.hpp"
#include "sugarworks/scenario.hpp"

namespace sugarworks {

using engine::save::SaveHeader;
using engine::save::SeatHeader;
using io::json;
using io::Pointer;

std::optional<SaveHeader> read_save_header(const json& doc, const std::string& file,
                                           const Catalog& catalog, Diagnostics& errors) {
    io::JsonReader reader(file, errors);
    if (!reader.is_object(doc, Pointer()))
        return std::nullopt;
    SaveHeader header;
    const auto kind = engine::save::read_save_kind(reader, doc, "sugarworks", kSaveFormat);
    if (!kind)
        return std::nullopt;
    header.kind = *kind;
    std::optional<GameOptions> options;
    if (const json* o = save_members::need(reader, doc, "options"))
        options = save_members::read_options(reader, *o, Pointer() / "options", catalog);
    if (!options)
        return std::nullopt;
    const Scenario* scenario = catalog.scenario(options->scenario);
    header.mode = scenario ? scenario->name : options->scenario;
    for (Toggle t : kAllToggles) {
        if (options->toggles.has(t))
            header.options.emplace_back(toggle_name(t));
    }
    const SaveInfo info = save_members::read_save_info(reader, doc, options);
    for (int i = 0; i < options->players; ++i) {
        const auto at = static_cast<size_t>(i);
        SeatHeader seat;
        seat.name = at < info.player_names.size() && !info.player_names[at].empty()
                        ? info.player_names[at]
                        : "Player " + std::to_string(i + 1);
        const std::string player = at < info.seats.size() ? info.seats[at].player : "human";
        seat.player = player == "human" ? "person" : player;
        header.seats.push_back(std::move(seat));
    }
    if (const json* h = save_members::need(reader, doc, "setup_hash")) {
        if (const auto hash =
                engine::save::read_hash(reader, *h, Pointer() / "setup_hash", "a state hash"))
            header.setup_hash = engine::save::hash_hex(*hash);
    }
    // How far the game got: the snapshot's round and step, judged by the rules' own
    // over() (the snapshot is the last state, checked against the replay on opening).
    if (const json* snapshot = save_members::need(reader, doc, "snapshot");
        snapshot && reader.is_object(*snapshot, Pointer() / "snapshot")) {
        const Pointer at = Pointer() / "snapshot";
        GameState last;
        if (const json* r = reader.member(*snapshot, at, "round")) {
            if (const auto round = reader.integer(*r, at / "round", 0, 65535))
                last.round = static_cast<std::uint16_t>(*round);
        }
        if (const json* s = reader.member(*snapshot, at, "step")) {
            if (const auto step = reader.name<Step>(*s, at / "step", parse_step, "step"))
                last.step = *step;
        }
        header.round = last.round;
        header.finished = last.over();
    }
    if (reader.error_count() != 0)
        return std::nullopt;
    return header;
}

engine::save::GameSaves game_saves(const Catalog& catalog) {
    return {"sugarworks", "Sugarworks", kSaveFormat,
            [&catalog](const json& doc, const std::string& file, Diagnostics& errors) {
                return read_save_header(doc, file, catalog, errors);
            }};
}

}  // namespace sugarworks
