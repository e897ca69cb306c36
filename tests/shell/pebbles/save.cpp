#include "save.hpp"

#include <algorithm>

#include "engine/fnv.hpp"
#include "engine/json_reader.hpp"
#include "engine/save_text.hpp"

namespace pebbles {

using engine::io::json;
using engine::io::JsonReader;
using engine::io::Pointer;
using engine::save::hash_hex;

namespace {

constexpr int kLargest = 1000000;  // no count or card in a save is near it

void cards_hash(engine::Fnv& h, const std::vector<int>& cards) {
    h.u64(cards.size());
    for (int card : cards)
        h.i(card);
}

std::optional<int> integer_member(JsonReader& reader, const json& object, const Pointer& at,
                                  std::string_view key, int min, int max) {
    const json* value = reader.member(object, at, key);
    return value ? reader.integer(*value, at / std::string(key), min, max) : std::nullopt;
}

std::optional<std::vector<int>> cards_from_json(JsonReader& reader, const json& value,
                                                const Pointer& at) {
    if (!reader.is_array(value, at))
        return std::nullopt;
    std::vector<int> cards;
    bool whole = true;
    for (std::size_t i = 0; i < value.size(); ++i) {
        if (const auto card = reader.integer(value[i], at / i, 1, 3))
            cards.push_back(*card);
        else
            whole = false;
    }
    return whole ? std::optional(cards) : std::nullopt;
}

std::optional<std::vector<int>> cards_member(JsonReader& reader, const json& object,
                                             const Pointer& at, std::string_view key) {
    const json* value = reader.member(object, at, key);
    return value ? cards_from_json(reader, *value, at / std::string(key)) : std::nullopt;
}

// The snapshot: every member of the state. Only well-formed values are checked
// here; whether they make sense is told by comparing with the replay.
std::optional<State> state_from_json(JsonReader& reader, const json& value, const Pointer& at) {
    if (!reader.is_object(value, at))
        return std::nullopt;
    reader.no_unknown_members(
        value, at, {"pile", "deck", "discards", "hands", "to_act", "winner", "turns", "rng"});
    const int errors_before = reader.error_count();
    State state;
    state.pile = integer_member(reader, value, at, "pile", 0, kStartingPile).value_or(0);
    state.deck = cards_member(reader, value, at, "deck").value_or(std::vector<int>{});
    state.discards = cards_member(reader, value, at, "discards").value_or(std::vector<int>{});
    if (const json* hands = reader.member(value, at, "hands");
        hands && reader.is_array(*hands, at / "hands")) {
        for (std::size_t i = 0; i < hands->size(); ++i)
            state.hands.push_back(cards_from_json(reader, (*hands)[i], at / "hands" / i)
                                      .value_or(std::vector<int>{}));
    }
    state.to_act = integer_member(reader, value, at, "to_act", kNobody, kMaxSeats - 1).value_or(0);
    state.winner = integer_member(reader, value, at, "winner", kNobody, kMaxSeats - 1).value_or(0);
    state.turns = integer_member(reader, value, at, "turns", 0, kLargest).value_or(0);
    if (const json* rng = reader.member(value, at, "rng");
        rng && reader.is_array(*rng, at / "rng")) {
        if (rng->size() != 4) {
            reader.error(at / "rng",
                         "expected the generator's 4 words, found " + std::to_string(rng->size()));
        } else {
            std::uint64_t words[4] = {};
            for (std::size_t i = 0; i < 4; ++i) {
                words[i] =
                    engine::save::read_hash(reader, (*rng)[i], at / "rng" / i, "a generator word")
                        .value_or(0);
            }
            state.rng.set_state(words);
        }
    }
    if (reader.error_count() != errors_before)
        return std::nullopt;
    return state;
}

json action_to_json(const Action& action) {
    return {{"seat", action.seat}, {"card", action.card}};
}

std::optional<Action> action_from_json(JsonReader& reader, const json& value, const Pointer& at) {
    if (!reader.is_object(value, at))
        return std::nullopt;
    reader.no_unknown_members(value, at, {"seat", "card"});
    const auto seat = integer_member(reader, value, at, "seat", 0, kMaxSeats - 1);
    const auto card = integer_member(reader, value, at, "card", 0, kLargest);
    if (!seat || !card)
        return std::nullopt;
    return Action{*seat, *card};
}

// The seats, 2 to 4 of them, each a person or the computer's one level.
void read_seats(JsonReader& reader, const json& value, const Pointer& at, SaveInfo& info) {
    if (!reader.is_array(value, at))
        return;
    if (value.size() < kMinSeats || value.size() > kMaxSeats) {
        reader.error(at, "expected 2 to 4 seats, found " + std::to_string(value.size()));
        return;
    }
    for (std::size_t i = 0; i < value.size(); ++i) {
        const Pointer seat_at = at / i;
        SavedSeat seat;
        if (!reader.is_object(value[i], seat_at))
            continue;
        reader.no_unknown_members(value[i], seat_at, {"player", "name"});
        if (const json* name = reader.member(value[i], seat_at, "name"))
            seat.name = reader.string(*name, seat_at / "name").value_or("");
        if (const json* player = reader.member(value[i], seat_at, "player")) {
            seat.player = reader.string(*player, seat_at / "player").value_or("person");
            if (seat.player != "person" && seat.player != "random") {
                reader.error(seat_at / "player", "unknown player \"" + seat.player +
                                                     "\" (expected \"person\" or \"random\")");
            }
        }
        info.seats.push_back(std::move(seat));
    }
}

void load(std::string_view text, const std::string& file, LoadedGame& out) {
    if (text.find_first_not_of(" \t\r\n") == std::string_view::npos) {
        out.errors.push_back({file, "", "the file is empty (a save is a JSON object)"});
        return;
    }
    const std::size_t errors_before = out.errors.size();
    const auto doc = engine::io::parse_json_text(text, file, out.errors);
    if (!doc || out.errors.size() != errors_before)
        return;
    const json& root = *doc;
    JsonReader reader(file, out.errors);
    if (!reader.is_object(root, Pointer()))
        return;
    reader.schema(root, kSaveSchema);
    if (reader.error_count() != 0)
        return;
    reader.no_unknown_members(
        root, Pointer(),
        {"schema", "seed", "seats", "actions", "setup_hash", "hashes", "snapshot"});
    std::optional<std::uint64_t> seed;
    if (const json* s = reader.member(root, Pointer(), "seed"))
        seed = engine::save::read_seed(reader, *s, Pointer() / "seed");
    SaveInfo info;
    if (const json* seats = reader.member(root, Pointer(), "seats"))
        read_seats(reader, *seats, Pointer() / "seats", info);
    std::vector<Action> actions;
    const json* actions_json = reader.member(root, Pointer(), "actions");
    if (actions_json && reader.is_array(*actions_json, Pointer() / "actions")) {
        for (std::size_t i = 0; i < actions_json->size(); ++i) {
            if (auto a = action_from_json(reader, (*actions_json)[i], Pointer() / "actions" / i))
                actions.push_back(*a);
        }
    }
    std::optional<std::uint64_t> setup_hash;
    if (const json* h = reader.member(root, Pointer(), "setup_hash"))
        setup_hash = engine::save::read_hash(reader, *h, Pointer() / "setup_hash", "a state hash");
    std::vector<std::uint64_t> hashes;
    if (const json* list = reader.member(root, Pointer(), "hashes");
        list && reader.is_array(*list, Pointer() / "hashes")) {
        for (std::size_t i = 0; i < list->size(); ++i) {
            if (auto h = engine::save::read_hash(reader, (*list)[i], Pointer() / "hashes" / i,
                                                 "a state hash"))
                hashes.push_back(*h);
        }
        if (list->size() != actions.size()) {
            reader.error(Pointer() / "hashes", "expected " + std::to_string(actions.size()) +
                                                   " hashes (one per action), found " +
                                                   std::to_string(list->size()));
        }
    }
    std::optional<State> snapshot;
    if (const json* s = reader.member(root, Pointer(), "snapshot"))
        snapshot = state_from_json(reader, *s, Pointer() / "snapshot");
    if (out.errors.size() != errors_before)
        return;

    // Replay: every state must be the one saved.
    Match match(PebblesGame(static_cast<int>(info.seats.size())), *seed);
    if (const std::uint64_t h = state_hash(match.state()); h != *setup_hash) {
        reader.error(Pointer() / "setup_hash",
                     "the set-up is not the one saved: the seed and seats give the state " +
                         hash_hex(h) + ", the save says " + hash_hex(*setup_hash));
        return;
    }
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const auto result = match.apply(actions[i]);
        if (const auto* refused = std::get_if<Rejection>(&result)) {
            reader.error(Pointer() / "actions" / i,
                         "the rules refuse this action: " + refused->message);
            return;
        }
        if (const std::uint64_t h = state_hash(match.state()); h != hashes[i]) {
            reader.error(Pointer() / "hashes" / i, "the state after action " + std::to_string(i) +
                                                       " is not the one saved: the replay gives " +
                                                       hash_hex(h) + ", the save says " +
                                                       hash_hex(hashes[i]));
            return;
        }
    }
    if (!(*snapshot == match.state())) {
        reader.error(Pointer() / "snapshot", "the snapshot is not the state the actions lead to");
        return;
    }
    out.match.emplace(std::move(match));
    out.info = std::move(info);
}

}  // namespace

std::uint64_t state_hash(const State& state) {
    engine::Fnv h;
    h.i(state.pile);
    cards_hash(h, state.deck);
    cards_hash(h, state.discards);
    h.u64(state.hands.size());
    for (const auto& hand : state.hands)
        cards_hash(h, hand);
    h.i(state.to_act);
    h.i(state.winner);
    h.i(state.turns);
    for (int i = 0; i < 4; ++i)
        h.u64(state.rng.state()[i]);
    return h.value();
}

json state_to_json(const State& state) {
    json rng = json::array();
    for (int i = 0; i < 4; ++i)
        rng.push_back(hash_hex(state.rng.state()[i]));
    return {{"pile", state.pile},   {"deck", state.deck},     {"discards", state.discards},
            {"hands", state.hands}, {"to_act", state.to_act}, {"winner", state.winner},
            {"turns", state.turns}, {"rng", std::move(rng)}};
}

std::string save_text(const Match& match, const SaveInfo& info) {
    nlohmann::ordered_json doc;
    doc["schema"] = kSaveSchema;
    doc["seed"] = std::to_string(match.seed());
    nlohmann::ordered_json seats = nlohmann::ordered_json::array();
    for (const SavedSeat& seat : info.seats)
        seats.push_back({{"player", seat.player}, {"name", seat.name}});
    doc["seats"] = std::move(seats);
    engine::save::write_history(doc, match, action_to_json, state_hash, state_to_json);
    return engine::save::lay_out(doc, engine::save::Lists::Packed);
}

LoadedGame load_save_text(std::string_view text, const std::string& file) {
    return engine::save::load_guarded<LoadedGame>(file,
                                                  [&](LoadedGame& out) { load(text, file, out); });
}

std::optional<engine::save::SaveHeader> read_save_header(const json& doc, const std::string& file,
                                                         engine::Diagnostics& errors) {
    JsonReader reader(file, errors);
    if (!reader.is_object(doc, Pointer()))
        return std::nullopt;
    engine::save::SaveHeader header;
    const auto kind = engine::save::read_save_kind(reader, doc, "pebbles", kSaveFormat);
    if (!kind)
        return std::nullopt;
    header.kind = *kind;
    SaveInfo info;
    if (const json* seats = reader.member(doc, Pointer(), "seats"))
        read_seats(reader, *seats, Pointer() / "seats", info);
    for (std::size_t i = 0; i < info.seats.size(); ++i) {
        const SavedSeat& seat = info.seats[i];
        header.seats.push_back(
            {seat.name.empty() ? "Player " + std::to_string(i + 1) : seat.name, seat.player});
    }
    header.mode = std::to_string(info.seats.size()) + " players";
    if (const json* h = reader.member(doc, Pointer(), "setup_hash")) {
        if (const auto hash =
                engine::save::read_hash(reader, *h, Pointer() / "setup_hash", "a state hash"))
            header.setup_hash = hash_hex(*hash);
    }
    // How far the game got, from the snapshot (checked against the replay on opening).
    if (const json* snapshot = reader.member(doc, Pointer(), "snapshot");
        snapshot && reader.is_object(*snapshot, Pointer() / "snapshot")) {
        const Pointer at = Pointer() / "snapshot";
        const auto turns = integer_member(reader, *snapshot, at, "turns", 0, kLargest);
        const auto winner = integer_member(reader, *snapshot, at, "winner", kNobody, kMaxSeats - 1);
        if (turns && !info.seats.empty())
            header.round = *turns / static_cast<int>(info.seats.size()) + 1;
        header.finished = winner && *winner != kNobody;
    }
    if (reader.error_count() != 0)
        return std::nullopt;
    return header;
}

engine::save::GameSaves game_saves() {
    return {"pebbles", "Pebbles", kSaveFormat,
            [](const json& doc, const std::string& file, engine::Diagnostics& errors) {
                return read_save_header(doc, file, errors);
            }};
}

}  // namespace pebbles
