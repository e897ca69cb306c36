// data/sugarworks/sugarworkers.json: the Sugarworker cards of the advanced rule, each with a
// side A and a side B, each side one ability: what it does and how often.
#include <set>

#include "catalog/catalog_readers.hpp"
#include "sugarworks/sugarworker.hpp"

namespace sugarworks::catalog {

using io::json;
using io::Pointer;

namespace {

// The words come from the ids of sugarworker.hpp, so that the file, the text and the
// rules core share one table.
const Vocabulary<WorkerEffect, kWorkerEffectCount>& effect_words() {
    static const Vocabulary<WorkerEffect, kWorkerEffectCount> words = [] {
        Vocabulary<WorkerEffect, kWorkerEffectCount> w{{}, kAllWorkerEffects, parse_worker_effect};
        for (size_t i = 0; i < w.values.size(); ++i)
            w.ids[i] = worker_effect_id(w.values[i]);
        return w;
    }();
    return words;
}

const Vocabulary<WorkerUses, kAllWorkerUses.size()>& uses_words() {
    static const Vocabulary<WorkerUses, kAllWorkerUses.size()> words = [] {
        Vocabulary<WorkerUses, kAllWorkerUses.size()> w{{}, kAllWorkerUses, parse_worker_uses};
        for (size_t i = 0; i < w.values.size(); ++i)
            w.ids[i] = worker_uses_id(w.values[i]);
        return w;
    }();
    return words;
}

// The id of a card or an ability: a card id, not yet used by another of its kind.
std::optional<std::string> read_id(const json& object, const Pointer& at, io::JsonReader& reader,
                                   std::set<std::string>& ids, std::string_view what) {
    const json* id = reader.member(object, at, "id");
    if (!id)
        return std::nullopt;
    auto text = reader.string(*id, at / "id");
    if (!text)
        return std::nullopt;
    if (!is_card_id(*text)) {
        reader.error(at / "id", "\"" + *text + "\" is not a card id (a-z, 0-9, \"_\" and \"-\")");
    } else if (!ids.insert(*text).second) {
        reader.error(at / "id", "duplicate " + std::string(what) + " id \"" + *text + "\"");
    }
    return text;
}

// The name a player reads: a string, not empty.
std::optional<std::string> read_name(const json& object, const Pointer& at,
                                     io::JsonReader& reader) {
    const json* name = reader.member(object, at, "name");
    if (!name)
        return std::nullopt;
    auto text = reader.string(*name, at / "name");
    if (text && text->empty())
        reader.error(at / "name", "the name must not be empty");
    return text;
}

// One side of a card. `ability_ids` holds the ids of every side read so far, of every card:
// an ability id is unique in the whole file, so that it names one ability wherever it is used.
std::optional<WorkerAbility> read_side(const json& value, const Pointer& at, io::JsonReader& reader,
                                       std::set<std::string>& ability_ids) {
    if (!reader.is_object(value, at))
        return std::nullopt;
    const int errors_before = reader.error_count();
    reader.no_unknown_members(value, at, {"id", "name", "uses", "effect", "amount"});
    WorkerAbility ability;
    if (auto id = read_id(value, at, reader, ability_ids, "ability"))
        ability.id = std::move(*id);
    if (auto name = read_name(value, at, reader))
        ability.name = std::move(*name);
    if (const json* uses = reader.member(value, at, "uses")) {
        if (auto word = read_word(*uses, at / "uses", reader, uses_words(), "uses"))
            ability.uses = *word;
    }
    std::optional<WorkerEffect> effect;
    if (const json* e = reader.member(value, at, "effect"))
        effect = read_word(*e, at / "effect", reader, effect_words(), "effect");
    if (effect)
        ability.effect = *effect;
    // Every effect but draw_tiles does its one thing: an amount other than 1 would be a
    // number the rules never read. When the effect is unknown, only the number is judged.
    if (const json* amount = reader.member(value, at, "amount", false)) {
        const Pointer here = at / "amount";
        const bool draws_tiles = !effect || *effect == WorkerEffect::DrawTiles;
        if (draws_tiles || !amount->is_number_integer() || *amount == 1) {
            if (auto n = reader.integer(*amount, here, 1, kMaxWorkerDrawTiles))
                ability.amount = *n;
        } else {
            reader.error(here, "only \"draw_tiles\" may have an amount other than 1 (\"" +
                                   std::string(worker_effect_id(*effect)) +
                                   "\" does its work once), found " + amount->dump());
        }
    }
    if (reader.error_count() != errors_before)
        return std::nullopt;
    return ability;
}

std::optional<SugarworkerCard> read_card(const json& entry, const Pointer& at,
                                         io::JsonReader& reader, std::set<std::string>& card_ids,
                                         std::set<std::string>& ability_ids) {
    if (!reader.is_object(entry, at))
        return std::nullopt;
    const int errors_before = reader.error_count();
    reader.no_unknown_members(entry, at, {"id", "name", "sides"});
    SugarworkerCard card;
    if (auto id = read_id(entry, at, reader, card_ids, "Sugarworker card"))
        card.id = std::move(*id);
    if (auto name = read_name(entry, at, reader))
        card.name = std::move(*name);
    const json* sides = reader.member(entry, at, "sides");
    if (sides && reader.is_array(*sides, at / "sides")) {
        // Every side is read, even of a card with the wrong number, so that all errors show.
        for (size_t i = 0; i < sides->size(); ++i) {
            auto side = read_side((*sides)[i], at / "sides" / i, reader, ability_ids);
            if (side && i < card.sides.size())
                card.sides[i] = std::move(*side);
        }
        if (sides->size() != card.sides.size()) {
            reader.error(at / "sides", "a Sugarworker card has 2 sides (A and B), found " +
                                           std::to_string(sides->size()));
        }
    }
    if (reader.error_count() != errors_before)
        return std::nullopt;
    return card;
}

}  // namespace

std::optional<std::vector<SugarworkerCard>> read_sugarworker_cards(const json& root,
                                                                   io::JsonReader& reader) {
    const Pointer top;
    if (!reader.is_object(root, top))
        return std::nullopt;
    const int errors_before = reader.error_count();
    reader.schema(root, kSugarworkersSchema);
    reader.no_unknown_members(root, top, {"schema", "cards"});
    std::vector<SugarworkerCard> cards;
    const json* list = reader.member(root, top, "cards");
    if (list && reader.is_array(*list, top / "cards")) {
        std::set<std::string> card_ids;
        std::set<std::string> ability_ids;
        for (size_t i = 0; i < list->size(); ++i) {
            if (auto card = read_card((*list)[i], top / "cards" / i, reader, card_ids, ability_ids))
                cards.push_back(std::move(*card));
        }
    }
    if (reader.error_count() != errors_before)
        return std::nullopt;
    return cards;
}

}  // namespace sugarworks::catalog
