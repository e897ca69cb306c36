#include "harness/random_sim.hpp"

#include <algorithm>
#include <array>
#include <variant>
#include <vector>

#include "bots/random_bot.hpp"
#include "engine/random_game_harness.hpp"
#include "sugarworks/consistency.hpp"
#include "sugarworks/game_text.hpp"
#include "sugarworks/state_io.hpp"

namespace sugarworks::harness {

namespace {

constexpr std::array<ActionKind, 20> kAllKinds = {
    ActionKind::RollDie,        ActionKind::TakeOrder,       ActionKind::DrawOrder,
    ActionKind::DiscardMarket,  ActionKind::DiscardFromHand, ActionKind::Adjust,
    ActionKind::PlayTile,       ActionKind::MakeCandy,       ActionKind::EatCandy,
    ActionKind::FiveSecondRule, ActionKind::DrawTwoOrders,   ActionKind::KeepOrder,
    ActionKind::PawnOrder,      ActionKind::SwapOrder,       ActionKind::HideOrder,
    ActionKind::ClaimOrder,     ActionKind::MakeCandyBlind,  ActionKind::ChooseWorkerSide,
    ActionKind::UseWorker,      ActionKind::ChooseCandy};
static_assert(kAllKinds.size() == static_cast<size_t>(ActionKind::ChooseCandy) + 1);

// Every field, raw: the action may be nonsense (an unknown card, an off-grid cell).
std::string raw(const Action& a) {
    std::string text(action_kind_id(a.kind));
    switch (a.kind) {
        case ActionKind::RollDie:
        case ActionKind::DrawOrder:
        case ActionKind::DrawTwoOrders:
            break;
        case ActionKind::KeepOrder:
        case ActionKind::TakeOrder:
        case ActionKind::DiscardMarket:
        case ActionKind::DiscardFromHand:
        case ActionKind::ClaimOrder:
            text += " card " + std::to_string(a.card);
            break;
        case ActionKind::ChooseWorkerSide:
            text += " side " + std::to_string(a.card);
            break;
        case ActionKind::HideOrder:
            text += " player " + std::to_string(a.to);
            break;
        case ActionKind::MakeCandyBlind:
            text += " place " + std::to_string(a.place);
            break;
        case ActionKind::UseWorker:
            text += " " + std::string(worker_effect_id(a.ability)) + " card " +
                    std::to_string(a.card) + " spots " + std::to_string(a.from) + "," +
                    std::to_string(a.to) + " at (" + std::to_string(a.cell.row) + "," +
                    std::to_string(a.cell.col) + ") candy " + std::string(candy_type_id(a.candy));
            break;
        case ActionKind::Adjust:
            text += " from spot " + std::to_string(a.from) + " to spot " + std::to_string(a.to);
            break;
        case ActionKind::PlayTile:
            text += " tile " + std::to_string(a.card) + " at (" + std::to_string(a.cell.row) + "," +
                    std::to_string(a.cell.col) + ")";
            break;
        case ActionKind::MakeCandy:
        case ActionKind::ChooseCandy:
            text +=
                " card " + std::to_string(a.card) + " candy " + std::string(candy_type_id(a.candy));
            break;
        case ActionKind::PawnOrder:
        case ActionKind::SwapOrder:
            text += " card " + std::to_string(a.card) + " player " + std::to_string(a.to);
            break;
        case ActionKind::EatCandy:
            text += " spot " + std::to_string(a.from) + " at (" + std::to_string(a.cell.row) + "," +
                    std::to_string(a.cell.col) + ")";
            break;
        case ActionKind::FiveSecondRule:
            text += " candy " + std::string(candy_type_id(a.candy));
            break;
    }
    return text;
}

std::string rejection_text(const Rejection& r) {
    return std::string(reject_reason_id(r.reason)) + " \"" + r.message + "\"";
}

bool is_listed(const std::vector<Action>& legal, const Action& a) {
    return std::find(legal.begin(), legal.end(), a) != legal.end();
}

// An action that is not legal now, with the reason the rules must give, when
// one reason is certain.
struct Probe {
    Action action;
    std::optional<RejectReason> expected;
};

class Checker {
  public:
    Checker(const Game& game, std::uint64_t seed, const HarnessOptions& options,
            HarnessReport& report)
        : game_(game),
          seed_(seed),
          options_(options),
          report_(report),
          rng_(bots::bot_seed(seed) ^ 0xA5A5A5A5DEADBEEFull) {}

    // The checks before action `index` is taken in state `s` (`legal` listed).
    bool check_step(const GameState& s, const std::vector<Action>& legal, const Action* chosen) {
        if (const std::string problem = check_state(game_, s); !problem.empty())
            return fail(problem);
        if (s.over() != legal.empty()) {
            return fail(s.over() ? "the game is over but legal_actions lists " +
                                       std::to_string(legal.size()) + " actions"
                                 : "legal_actions is empty but the game is not over");
        }
        // The core's step_allows (which the probes below read) agrees with what
        // legal_actions lists: no listed action is of a kind the step refuses.
        for (const Action& a : legal) {
            if (!step_allows(s.step, a.kind))
                return fail("legal_actions lists " + raw(a) + ", a kind step_allows refuses at " +
                            std::string(step_id(s.step)));
        }
        // Clones: equal, with the same hash and the same legal actions.
        const GameState clone = s;
        hash_ = state_hash(s);
        if (!(clone == s))
            return fail("a clone of the state is not equal to it");
        if (state_hash(clone) != hash_)
            return fail("a clone of the state hashes differently");

        // Listed legal actions apply to a clone without refusal.
        if (options_.all_legal) {
            if (game_.legal_actions(clone) != legal)
                return fail("a clone lists different legal actions");
            for (size_t i = 0; i < legal.size(); ++i) {
                for (size_t j = i + 1; j < legal.size(); ++j) {
                    if (legal[i] == legal[j])
                        return fail("legal_actions lists " + raw(legal[i]) + " twice");
                }
            }
            for (const Action& a : legal) {
                if (!apply_listed(s, a))
                    return false;
            }
        } else if (!legal.empty()) {
            for (int k = 0; k < options_.legal_samples; ++k) {
                if (!apply_listed(s, legal[rng_.below(static_cast<std::uint32_t>(legal.size()))]))
                    return false;
            }
        }
        if (chosen && !apply_listed(s, *chosen))
            return false;

        // Illegal actions are refused with a reason and leave the state alone;
        // check() agrees with the legal list on every action tried.
        probes_.clear();
        add_probes(s);
        for (int k = 0; k < options_.random_actions; ++k)
            probes_.push_back({random_action(s), std::nullopt});
        for (const Probe& probe : probes_) {
            if (!try_probe(s, legal, probe))
                return false;
        }
        return true;
    }

    bool fail(std::string what) {
        if (!report_.failure) {
            report_.failure =
                HarnessFailure{seed_, game_.options(), index_, chosen_, std::move(what)};
        }
        return false;
    }

    void at(int index, std::optional<Action> chosen) {
        index_ = index;
        chosen_ = chosen;
    }
    std::uint64_t hash() const { return hash_; }

  private:
    bool apply_listed(const GameState& s, const Action& a) {
        if (auto r = game_.check(s, a))
            return fail("check() refuses the listed action " + raw(a) + ": " + rejection_text(*r));
        GameState clone = s;
        events_.clear();
        if (auto r = game_.apply_in_place(clone, a, events_))
            return fail("apply refuses the listed action " + raw(a) + ": " + rejection_text(*r));
        if (const std::string problem = check_state(game_, clone); !problem.empty())
            return fail("after the listed action " + raw(a) + ": " + problem);
        ++report_.legal_applied;
        return true;
    }

    bool try_probe(const GameState& s, const std::vector<Action>& legal, const Probe& probe) {
        const Action& a = probe.action;
        const bool listed = is_listed(legal, a);
        const auto checked = game_.check(s, a);
        if (listed) {
            if (checked) {
                return fail("check() refuses " + raw(a) +
                            ", which legal_actions lists: " + rejection_text(*checked));
            }
            if (probe.expected) {
                return fail("legal_actions lists " + raw(a) + ", which should be refused as " +
                            std::string(reject_reason_id(*probe.expected)));
            }
            ++report_.checks_agreed;
            return true;
        }
        if (!checked)
            return fail("check() accepts " + raw(a) + ", which legal_actions does not list");
        if (checked->message.empty())
            return fail("the refusal of " + raw(a) + " has no message");
        if (probe.expected && checked->reason != *probe.expected) {
            return fail("check() refuses " + raw(a) + " as " + rejection_text(*checked) +
                        ", expected " + std::string(reject_reason_id(*probe.expected)));
        }
        GameState clone = s;
        events_.clear();
        const auto applied = game_.apply_in_place(clone, a, events_);
        if (!applied)
            return fail("apply accepts " + raw(a) + ", which check() refuses");
        if (applied->reason != checked->reason || applied->message != checked->message) {
            return fail("apply and check() refuse " + raw(a) + " differently: " +
                        rejection_text(*applied) + " and " + rejection_text(*checked));
        }
        if (!events_.empty())
            return fail("the refused action " + raw(a) + " recorded events");
        if (!(clone == s))
            return fail("the refused action " + raw(a) + " changed the state");
        ++report_.checks_agreed;
        ++report_.illegal_refused;
        return true;
    }

    int pick(int n) { return static_cast<int>(rng_.below(static_cast<std::uint32_t>(n))); }

    // Some card of `set`, or -1.
    int some_card(const CardSet& set) {
        if (set.empty())
            return -1;
        int k = pick(set.size());
        int found = -1;
        set.for_each([&](int card) {
            if (k-- == 0)
                found = card;
        });
        return found;
    }

    int order_count() const { return static_cast<int>(game_.catalog().orders.size()); }
    int tile_count() const { return game_.catalog().tile_count(); }

    // Targeted illegal actions for the step: wrong kinds, cards not held or not
    // in the market, off-grid cells, outputs moved onto taken spots.
    void add_probes(const GameState& s) {
        const Floor& f = s.floor;
        const PlayerState& me = s.players[s.current];
        if (s.over()) {
            for (ActionKind kind : kAllKinds)
                probes_.push_back({random_action(s, kind), RejectReason::GameOver});
            return;
        }
        // A kind the step does not allow, with plausible fields.
        {
            ActionKind kind;
            do {
                kind = kAllKinds[static_cast<size_t>(pick(8))];
            } while (step_allows(s.step, kind));
            probes_.push_back({random_action(s, kind), RejectReason::WrongStep});
        }
        const int unknown_orders[] = {-1, order_count(), 63, 127};
        const int unknown_tiles[] = {-1, tile_count(), 63, 127};
        switch (s.step) {
            case Step::Roll:
            case Step::GameOver:
                break;
            case Step::ChooseWorker: {
                const int sides[] = {-1, 2, 63};
                probes_.push_back(
                    {Action::choose_worker_side(sides[pick(3)]), RejectReason::NoSuchSide});
                break;
            }
            case Step::ChooseCandy: {
                // Only the card shown makes the candy; it makes only what it shows.
                const int held = some_card(me.orders);
                if (held >= 0)
                    probes_.push_back({Action::choose_candy(held, CandyType::RedCircle),
                                       RejectReason::NotRevealed});
                for (CandyType type : kAllCandyTypes) {
                    if (!game_.catalog().order(s.revealed).shows(type)) {
                        probes_.push_back({Action::choose_candy(s.revealed, type),
                                           RejectReason::OrderLacksCandy});
                        break;
                    }
                }
                break;
            }
            case Step::KeepOne: {
                // A card in hand or an unknown one was not drawn.
                const int held = some_card(me.orders);
                if (held >= 0)
                    probes_.push_back({Action::keep_order(held), RejectReason::NotDrawn});
                probes_.push_back(
                    {Action::keep_order(unknown_orders[pick(4)]), RejectReason::NotDrawn});
                break;
            }
            case Step::OrderAction: {
                // A card in a hand or the discard pile is not in the market.
                int held = some_card(me.orders);
                if (held < 0)
                    held = some_card(s.order_discard);
                if (held >= 0) {
                    probes_.push_back({Action::take_order(held), RejectReason::NotInMarket});
                    probes_.push_back({Action::discard_market(held), RejectReason::NotInMarket});
                }
                const int bad = unknown_orders[pick(4)];
                probes_.push_back({Action::take_order(bad), RejectReason::UnknownCard});
                probes_.push_back({Action::discard_market(bad), RejectReason::UnknownCard});
                if (s.order_deck.empty() && s.order_discard.empty())
                    probes_.push_back({Action::draw_order(), RejectReason::DeckEmpty});
                break;
            }
            case Step::DiscardDown: {
                // A market card is not in hand.
                for (std::int8_t card : s.market) {
                    if (card != kNoCard) {
                        probes_.push_back(
                            {Action::discard_from_hand(card), RejectReason::NotInHand});
                        break;
                    }
                }
                // With Hidden Orders, -1 names an order facing away, unseen.
                const bool hidden = game_.options().toggles.has(Toggle::HiddenOrders);
                const int first = hidden ? 1 : 0;
                probes_.push_back(
                    {Action::discard_from_hand(unknown_orders[first + pick(4 - first)]),
                     RejectReason::UnknownCard});
                break;
            }
            case Step::FactoryAction: {
                // A tile not in hand (in the deck, the discard pile or on the floor).
                for (int t = pick(tile_count()), n = 0; n < tile_count();
                     ++n, t = (t + 1) % tile_count()) {
                    if (!me.tiles.contains(t)) {
                        probes_.push_back({Action::play_tile(t, {0, 0}), RejectReason::NotInHand});
                        break;
                    }
                }
                probes_.push_back(
                    {Action::play_tile(unknown_tiles[pick(4)], {0, 0}), RejectReason::UnknownCard});
                // A held tile off the grid.
                const int tile = some_card(me.tiles);
                if (tile >= 0) {
                    const Cell off[] = {{-1, pick(f.cols())},
                                        {f.rows(), pick(f.cols())},
                                        {pick(f.rows()), -1},
                                        {pick(f.rows()), f.cols()},
                                        {kMaxRows, kMaxCols}};
                    probes_.push_back(
                        {Action::play_tile(tile, off[pick(5)]), RejectReason::NotOnGrid});
                }
                // Outputs: from an open spot, or onto a taken one.
                std::vector<int> outputs, open;
                for (int spot = 0; spot < f.dock_count(); ++spot)
                    (f.dock(spot).has_output() ? outputs : open).push_back(spot);
                if (!open.empty()) {
                    probes_.push_back(
                        {Action::adjust(
                             open[static_cast<size_t>(pick(static_cast<int>(open.size())))], 0),
                         RejectReason::NoOutputThere});
                }
                if (!outputs.empty()) {
                    const int from =
                        outputs[static_cast<size_t>(pick(static_cast<int>(outputs.size())))];
                    const int to =
                        outputs[static_cast<size_t>(pick(static_cast<int>(outputs.size())))];
                    probes_.push_back({Action::adjust(from, to), RejectReason::SpotTaken});
                    const int off_dock[] = {-1, f.dock_count(), kMaxDocks};
                    probes_.push_back(
                        {Action::adjust(from, off_dock[pick(3)]), RejectReason::SpotTaken});
                }
                probes_.push_back({Action::adjust(-1, 0), RejectReason::NoOutputThere});
                // Making candy with a card not in hand, or a candy the card does not show.
                for (std::int8_t card : s.market) {
                    if (card != kNoCard) {
                        const auto& icons = game_.catalog().order(card).icons;
                        probes_.push_back(
                            {Action::make_candy(card, icons.front()), RejectReason::NotInHand});
                        break;
                    }
                }
                const int held = some_card(me.orders_in_sight());
                if (held >= 0) {
                    for (CandyType type : kAllCandyTypes) {
                        if (!game_.catalog().order(held).shows(type)) {
                            probes_.push_back(
                                {Action::make_candy(held, type), RejectReason::OrderLacksCandy});
                            break;
                        }
                    }
                    // Any candy on a held card: legal or not, check() must agree with the list.
                    probes_.push_back(
                        {Action::make_candy(held, kAllCandyTypes[static_cast<size_t>(pick(5))]),
                         std::nullopt});
                }
                // Hidden Orders: a place past the row of orders facing away.
                if (game_.options().toggles.has(Toggle::HiddenOrders) && !me.facing_away.empty()) {
                    const int past[] = {-1, me.facing_away.size(), kMaxCards};
                    probes_.push_back(
                        {Action::make_candy_blind(past[pick(3)]), RejectReason::NoSuchPlace});
                }
                break;
            }
        }
    }

    // Any action at all: every kind, fields in and a little out of range. Only
    // the fields the kind uses are set (the others keep their defaults), as the
    // actions legal_actions lists.
    Action random_action(const GameState& s) {
        return random_action(
            s, kAllKinds[static_cast<size_t>(pick(static_cast<int>(kAllKinds.size())))]);
    }
    Action random_action(const GameState& s, ActionKind kind) {
        const Floor& f = s.floor;
        const PlayerState& me = s.players[s.current];
        const bool tile = kind == ActionKind::PlayTile;
        int card = pick((tile ? tile_count() : order_count()) + 2) - 1;
        // Mostly cards that matter now: in hand or in the market.
        if (pick(2) == 0) {
            const int held = tile ? some_card(me.tiles) : some_card(me.orders);  // any facing
            if (held >= 0)
                card = held;
            if (!tile && pick(2) == 0)
                card = s.market[static_cast<size_t>(pick(kMarketSlots))];
        }
        const auto spot = [&] { return pick(f.dock_count() + 2) - 1; };
        switch (kind) {
            case ActionKind::RollDie:
                return Action::roll();
            case ActionKind::TakeOrder:
                return Action::take_order(card);
            case ActionKind::DrawOrder:
                return Action::draw_order();
            case ActionKind::DiscardMarket:
                return Action::discard_market(card);
            case ActionKind::DiscardFromHand:
                return Action::discard_from_hand(card);
            case ActionKind::Adjust:
                return Action::adjust(spot(), spot());
            case ActionKind::PlayTile:
                return Action::play_tile(card, {pick(f.rows() + 2) - 1, pick(f.cols() + 2) - 1});
            case ActionKind::MakeCandy:
                return Action::make_candy(
                    card, kAllCandyTypes[static_cast<size_t>(pick(kCandyTypeCount))]);
            case ActionKind::EatCandy:
                if (pick(3) == 0)
                    return Action::eat_candy_on_output(spot());
                return Action::eat_candy({pick(f.rows() + 2) - 1, pick(f.cols() + 2) - 1});
            case ActionKind::FiveSecondRule:
                return Action::five_second_rule(
                    kAllCandyTypes[static_cast<size_t>(pick(kCandyTypeCount))]);
            case ActionKind::PawnOrder:
                return Action::pawn_order(pick(4) == 0 ? kNoCard : card, pick(kMaxPlayers + 1) - 1);
            case ActionKind::SwapOrder:
                return Action::swap_order(card, pick(kMaxPlayers + 1) - 1);
            case ActionKind::DrawTwoOrders:
                return Action::draw_two_orders();
            case ActionKind::KeepOrder:
                return Action::keep_order(pick(2) == 0 ? s.choosing[static_cast<size_t>(pick(2))]
                                                       : card);
            case ActionKind::HideOrder:
                return Action::hide_order(pick(kMaxPlayers + 1) - 1);
            case ActionKind::ClaimOrder:
                return Action::claim_order(card);
            case ActionKind::MakeCandyBlind:
                return Action::make_candy_blind(pick(me.facing_away.size() + 2) - 1);
            case ActionKind::ChooseCandy:
                return Action::choose_candy(pick(2) == 0 ? s.revealed : card,
                                            kAllCandyTypes[static_cast<size_t>(pick(5))]);
            case ActionKind::ChooseWorkerSide:
                return Action::choose_worker_side(pick(4) - 1);
            case ActionKind::UseWorker:
                return random_ability_use(s, card);
        }
        return Action::roll();
    }

    // A Sugarworker ability used: mostly the player's own, fields as its effect needs.
    Action random_ability_use(const GameState& s, int order_card) {
        const Floor& f = s.floor;
        const PlayerState& me = s.players[s.current];
        auto effect = static_cast<WorkerEffect>(pick(kWorkerEffectCount));
        if (me.worker >= 0 && me.worker_side >= 0 && pick(4) != 0) {
            effect = game_.catalog()
                         .sugarworkers[static_cast<size_t>(me.worker)]
                         .sides[static_cast<size_t>(me.worker_side)]
                         .effect;
        }
        const auto spot = [&] { return pick(f.dock_count() + 2) - 1; };
        const auto candy = [&] {
            return kAllCandyTypes[static_cast<size_t>(pick(kCandyTypeCount))];
        };
        switch (effect) {
            case WorkerEffect::RedrawTile: {
                const int held = some_card(me.tiles);
                return Action::use_worker(
                    effect, held >= 0 && pick(2) == 0 ? held : pick(tile_count() + 2) - 1);
            }
            case WorkerEffect::RedrawOrder:
                return Action::use_worker(effect, order_card);
            case WorkerEffect::Salvage:
            case WorkerEffect::FreeCandy:
                return Action::use_worker_candy(effect, candy());
            case WorkerEffect::SnackBreak:
                if (pick(3) == 0)
                    return Action::use_worker_output(effect, spot());
                return Action::use_worker_at(effect,
                                             {pick(f.rows() + 2) - 1, pick(f.cols() + 2) - 1});
            case WorkerEffect::FreeAdjust:
                return Action::use_worker_adjust(effect, spot(), spot());
            default:
                return Action::use_worker(effect);
        }
    }

    const Game& game_;
    std::uint64_t seed_;
    const HarnessOptions& options_;
    HarnessReport& report_;
    Rng rng_;
    std::vector<GameEvent> events_;
    std::vector<Probe> probes_;
    std::uint64_t hash_ = 0;
    int index_ = -1;
    std::optional<Action> chosen_;
};

std::string save_check(const HarnessOptions& options, const Game& game, std::uint64_t seed,
                       const std::vector<Action>& actions, size_t count, std::uint64_t expected) {
    Match match(game, seed);
    for (size_t i = 0; i < count; ++i) {
        const auto result = match.apply(actions[i]);
        if (const auto* r = std::get_if<Rejection>(&result)) {
            return "the match refuses action " + std::to_string(i) + " " + raw(actions[i]) + ": " +
                   rejection_text(*r);
        }
    }
    if (state_hash(match.state()) != expected)
        return "the match replayed to " + std::to_string(count) + " actions differs from the game";
    return options.save_check(match);
}

}  // namespace

std::string check_state(const Game& game, const GameState& s) {
    const Catalog& catalog = game.catalog();
    const GameOptions& o = game.options();
    const Floor& f = s.floor;
    const int per_type = catalog.candies.candies_per_type;

    // The scenario's shape: steps it has no place for never come, types not in
    // play never leave the supply.
    const Scenario& sc = game.scenario();
    if (sc.production != Production::Die && s.step == Step::Roll)
        return "a die roll is awaited, but " + sc.name + " produces without the die";
    if (!sc.blankets_flipped_by_die && (s.last_roll || s.step == Step::Roll) &&
        sc.production != Production::Die && !game.options().toggles.has(Toggle::SideB))
        return sc.name + " never rolls the candy die, but it shows a roll";
    for (int b = 0; b < s.blanket_count; ++b) {
        if (!sc.blankets_flipped_by_die && s.blankets[static_cast<size_t>(b)].colourful)
            return "a blanket order of " + sc.name +
                   " turned colourful, but its die never flips "
                   "them";
    }
    if (!sc.order_actions && s.step == Step::OrderAction)
        return "an order action is awaited, but " + sc.name + " has none";
    for (CandyType t : kAllCandyTypes) {
        if (!sc.in_play(t) && f.supply(t) != per_type)
            return "a " + std::string(candy_type_name(t)) +
                   " left the supply, but it is not in play";
    }

    // Candies: each token in one place, each type adding up to candies_per_type.
    std::uint64_t seen = 0;
    std::array<int, kCandyTypeCount> count{};
    std::string problem;
    const auto token = [&](CandyId id, const std::string& where) {
        if (id == kNoCandy)
            return;
        if (id >= kCandyTypeCount * kMaxCandiesPerType || serial_of(id) >= per_type) {
            problem = "no candy " + std::to_string(id) + " exists (" + where + ")";
            return;
        }
        const std::uint64_t bit = std::uint64_t{1} << id;
        if (seen & bit)
            problem = "candy " + std::to_string(id) + " is in two places (" + where + ")";
        if (f.supply_bits() & bit)
            problem = "candy " + std::to_string(id) + " is both in the supply and " + where;
        seen |= bit;
        ++count[static_cast<size_t>(index_of(type_of(id)))];
    };
    for (int r = 0; r < kMaxRows; ++r) {
        for (int c = 0; c < kMaxCols; ++c) {
            const CandyId id = f.grid_candies()[static_cast<size_t>(r * kMaxCols + c)];
            if (!f.on_grid({r, c})) {
                if (id != kNoCandy)
                    return "a candy stands outside the grid at (" + std::to_string(r) + "," +
                           std::to_string(c) + ")";
                continue;
            }
            token(id, "on " + cell_name({r, c}, f.rows()));
        }
    }
    std::array<int, kCandyTypeCount> outputs{};
    for (int spot = 0; spot < kMaxDocks; ++spot) {
        const Dock& d = f.dock(spot);
        if (spot >= f.dock_count()) {
            if (d.has_output() || d.candy != kNoCandy)
                return "dock spot " + std::to_string(spot) + " is beyond the board but used";
            continue;
        }
        if (d.has_output()) {
            if (d.output >= kCandyTypeCount)
                return "dock spot " + std::to_string(spot) + " holds an unknown output";
            ++outputs[d.output];
        }
        if (d.candy == kNoCandy)
            continue;
        if (!d.has_output())
            return "a candy stands on open dock spot " + dock_spot_name(spot);
        if (type_of(d.candy) != d.output_type())
            return "the " + std::string(candy_type_name(d.output_type())) + " output holds a " +
                   std::string(candy_type_name(type_of(d.candy)));
        token(d.candy, "on the " + dock_spot_name(spot) + " output");
    }
    if (!problem.empty())
        return problem;
    std::array<int, kCandyTypeCount> start_outputs{};
    for (const auto& out : game.board().start_outputs) {
        if (out && sc.in_play(*out))
            ++start_outputs[static_cast<size_t>(index_of(*out))];
    }
    if (outputs != start_outputs)
        return "the output tiles on the docks are not the board's set of the types in play";
    const std::uint64_t valid_supply = [&] {
        std::uint64_t bits = 0;
        for (CandyType t : kAllCandyTypes) {
            for (int serial = 0; serial < per_type; ++serial)
                bits |= std::uint64_t{1} << make_candy_id(t, serial);
        }
        return bits;
    }();
    if (f.supply_bits() & ~valid_supply)
        return "the supply holds candies that do not exist";
    for (CandyType t : kAllCandyTypes) {
        const auto ti = static_cast<size_t>(index_of(t));
        // That the totals add up is the rules' check (below); the floor's count must be
        // the tokens found on it.
        if (count[ti] != f.on_floor(t)) {
            return std::to_string(count[ti]) + " " + std::string(candy_type_name(t)) +
                   "s stand on the floor, but Floor::on_floor counts " +
                   std::to_string(f.on_floor(t));
        }
        if (f.accounted(t) != per_type)
            return "Floor::accounted disagrees for " + std::string(candy_type_name(t));
    }

    // Order cards: each in exactly one of deck, discard, set aside, market, hands, completed.
    const int orders = static_cast<int>(catalog.orders.size());
    std::array<int, kMaxCards> order_places{};
    const auto add_set = [](std::array<int, kMaxCards>& places, const CardSet& set) {
        set.for_each([&](int card) { ++places[static_cast<size_t>(card)]; });
    };
    for (int i = 0; i < s.order_deck.size(); ++i)
        ++order_places[static_cast<size_t>(s.order_deck.at(i))];
    add_set(order_places, s.order_discard);
    add_set(order_places, s.orders_set_aside);
    for (std::int8_t card : s.choosing) {
        if (card != kNoCard)
            ++order_places[static_cast<size_t>(card)];
    }
    if (s.revealed != kNoCard)
        ++order_places[static_cast<size_t>(s.revealed)];
    for (int slot = 0; slot < kMarketSlots; ++slot) {
        const std::int8_t card = s.market[static_cast<size_t>(slot)];
        if (card == kNoCard)
            continue;
        if (slot >= o.market_size)
            return "market slot " + std::to_string(slot) + " is beyond the market size";
        if (card < 0 || card >= orders)
            return "the market holds unknown card " + std::to_string(card);
        ++order_places[static_cast<size_t>(card)];
    }
    for (int p = 0; p < kMaxPlayers; ++p) {
        const PlayerState& ps = s.players[static_cast<size_t>(p)];
        if (p >= s.player_count) {
            if (!(ps == PlayerState{}))
                return "player " + std::to_string(p + 1) + " is not in the game but holds cards";
            continue;
        }
        add_set(order_places, ps.orders);
        add_set(order_places, ps.completed);
        bool only_specials = true;
        ps.completed.for_each([&](int card) {
            only_specials =
                only_specials && card < orders && catalog.order(card).kind == OrderKind::Special;
        });
        if (!only_specials)
            return "player " + std::to_string(p + 1) +
                   " completed a card that is not a special order";
        // The hand being discarded from: the current player's, or the team's.
        const int discarding_hand = sc.cooperative ? 0 : s.current;
        const bool discarding = s.step == Step::DiscardDown && p == discarding_hand;
        // Order Pawning: no hand limit, so nobody ever discards down.
        const bool unlimited = o.toggles.has(Toggle::OrderPawning);
        if (unlimited    ? s.step == Step::DiscardDown
            : discarding ? ps.orders.size() <= o.hand_limit
                         : ps.orders.size() > std::max(o.hand_limit, o.orders_dealt))
            return "player " + std::to_string(p + 1) + " holds " +
                   std::to_string(ps.orders.size()) + " orders (hand limit " +
                   std::to_string(o.hand_limit) + ", step " +
                   std::to_string(static_cast<int>(s.step)) + ")";
        // Sugarworkers: an ability that draws tiles grows the hand for good.
        int tiles_allowed = o.tiles_in_hand;
        if (ps.worker >= 0 && ps.worker_side >= 0 && ps.worker_spent) {
            const WorkerAbility& ability = catalog.sugarworkers[static_cast<size_t>(ps.worker)]
                                               .sides[static_cast<size_t>(ps.worker_side)];
            if (ability.effect == WorkerEffect::DrawTiles)
                tiles_allowed += ability.amount;
        }
        if (ps.tiles.size() > tiles_allowed)
            return "player " + std::to_string(p + 1) + " holds " + std::to_string(ps.tiles.size()) +
                   " tiles";
        // Hidden Orders: cards face away only in hand, and only with the rule.
        if ((ps.facing_away.bits() & ~ps.orders.bits()) != 0 ||
            (ps.claimable.bits() & ~ps.facing_away.bits()) != 0)
            return "player " + std::to_string(p + 1) +
                   " has orders facing away or claimable that are not in hand facing away";
        if (!o.toggles.has(Toggle::HiddenOrders) &&
            (!ps.facing_away.empty() || s.claimed_this_turn))
            return "orders face away without the Hidden Orders rule";
        ps.claimable.for_each([&](int card) {
            if (catalog.order(card).kind != OrderKind::Special)
                problem = "a sales order is claimable";
        });
        if (!problem.empty())
            return problem;
        // Sugarworkers: a card each with the rule, none without; a side chosen once set up.
        const bool workers = o.toggles.has(Toggle::Sugarworkers);
        if (workers && ps.worker_side < 0 && s.step != Step::ChooseWorker)
            return "player " + std::to_string(p + 1) + " has no Sugarworker side after set-up";
        if (workers && ps.worker_side >= 0 &&
            why_unusable(catalog.sugarworkers[static_cast<size_t>(ps.worker)]
                             .sides[static_cast<size_t>(ps.worker_side)],
                         sc))
            return "player " + std::to_string(p + 1) +
                   " plays a Sugarworker side this mode can never use";
        for (int q = 0; q < p; ++q) {
            if (workers && s.players[static_cast<size_t>(q)].worker == ps.worker)
                return "two players hold the same Sugarworker card";
        }
    }
    for (int card = 0; card < kMaxCards; ++card) {
        const int n = order_places[static_cast<size_t>(card)];
        if (card >= orders ? n != 0 : n != 1) {
            return "order card " + std::to_string(card) + " is in " + std::to_string(n) +
                   " places, not 1";
        }
    }

    // Conveyor tiles: each in exactly one of deck, discard, set aside, hands, the floor.
    const int tiles = catalog.tile_count();
    std::array<int, kMaxCards> tile_places{};
    for (int i = 0; i < s.tile_deck.size(); ++i)
        ++tile_places[static_cast<size_t>(s.tile_deck.at(i))];
    add_set(tile_places, s.tile_discard);
    add_set(tile_places, s.tiles_set_aside);
    for (int p = 0; p < s.player_count; ++p)
        add_set(tile_places, s.players[static_cast<size_t>(p)].tiles);
    for (int r = 0; r < f.rows(); ++r) {
        for (int c = 0; c < f.cols(); ++c) {
            const PlacedTile& placed = f.tile_at({r, c});
            if (placed.tile == kPrintedTile)
                continue;
            if (placed.tile < 0 || placed.tile >= tiles)
                return "an unknown tile lies on " + cell_name({r, c}, f.rows());
            if (!(placed == catalog.placed(placed.tile)))
                return "tile " + std::to_string(placed.tile) + " on " +
                       cell_name({r, c}, f.rows()) + " shows the wrong face";
            ++tile_places[static_cast<size_t>(placed.tile)];
        }
    }
    for (int tile = 0; tile < kMaxCards; ++tile) {
        const int n = tile_places[static_cast<size_t>(tile)];
        if (tile >= tiles ? n != 0 : n != 1)
            return "conveyor tile " + std::to_string(tile) + " is in " + std::to_string(n) +
                   " places, not 1";
    }

    // Blankets, turn order and the end.
    if (s.blanket_count != o.blankets_dealt)
        return "blanket orders in play: " + std::to_string(s.blanket_count);
    for (int b = 0; b < s.blanket_count; ++b) {
        if (s.blankets[static_cast<size_t>(b)].card >= catalog.blankets.size())
            return "an unknown blanket order is in play";
        for (int c = 0; c < b; ++c) {
            if (s.blankets[static_cast<size_t>(c)].card == s.blankets[static_cast<size_t>(b)].card)
                return "a blanket order is in play twice";
        }
    }
    if (s.player_count != o.players)
        return "the state has " + std::to_string(s.player_count) + " players";
    if (s.current >= s.player_count || s.first_player >= s.player_count)
        return "the player to act or the first player is not in the game";
    if (s.round < 1 || s.round > o.round_cap)
        return "round " + std::to_string(s.round) + " is outside 1.." + std::to_string(o.round_cap);
    if (!s.over()) {
        // A player alone takes two turns before each movement, in every mode.
        if (s.turns_taken >= (s.player_count == 1 ? 2 : s.player_count))
            return "more turns taken than the round has";
        if (s.step != Step::ChooseWorker &&
            s.current != (s.first_player + s.turns_taken) % s.player_count)
            return "the player to act is not the next in turn order";
        if (s.step == Step::ChooseWorker &&
            (s.round != 1 || s.turns_taken != 0 || s.players[s.current].worker_side >= 0))
            return "a Sugarworker side is chosen after set-up, or twice";
        // Owed actions and this turn's uses end with the turn.
        if ((s.extra_order_action || s.extra_factory_action) &&
            !o.toggles.has(Toggle::Sugarworkers))
            return "an extra action is owed without Sugarworkers";
        if (s.step == Step::Roll && (s.extra_order_action || s.extra_factory_action ||
                                     s.worker_used_this_turn || s.claimed_this_turn))
            return "an extra action or a used ability outlives its turn";
        if (s.step == Step::Roll && s.turns_taken != 0)
            return "the die is rolled after a turn";
    }
    if (s.end == EndReason::RoundCap && s.round != o.round_cap)
        return "the game ended by the round cap in round " + std::to_string(s.round);
    if (s.end == EndReason::CandyRanOut) {
        bool ran_out = false;
        for (CandyType t : kAllCandyTypes)
            ran_out = ran_out || (f.supply(t) == 0 && f.on_floor(t) == 0);
        if (!ran_out)
            return "the game ended because a candy ran out, but none has";
    }
    // The bookkeeping a save's snapshot is held to: the rules' own check.
    if (const auto problems = consistency_problems(game, s); !problems.empty())
        return problems.front().message + " (at " + problems.front().member + ")";
    return "";
}

std::string play_out_checked(const Game& game, GameState s, std::uint64_t seed, int max_actions) {
    if (std::string problem = check_state(game, s); !problem.empty())
        return "at the start: " + problem;
    bots::RandomBot bot(bots::bot_seed(seed));
    std::vector<Action> legal;
    std::vector<GameEvent> events;
    for (int n = 0; !s.over(); ++n) {
        if (n >= max_actions)
            return "the game has not ended after " + std::to_string(n) + " actions";
        game.legal_actions(s, legal);
        if (legal.empty())
            return "no legal action after " + std::to_string(n) + " actions";
        const Action action = bot.choose(legal);
        events.clear();
        if (auto r = game.apply_in_place(s, action, events))
            return "action " + std::to_string(n) + " " + raw(action) +
                   " is refused: " + rejection_text(*r);
        if (std::string problem = check_state(game, s); !problem.empty())
            return "after action " + std::to_string(n) + " " + raw(action) + ": " + problem;
    }
    return "";
}

namespace {

// Sugarworks as the engine's harness plays it: the rules, with the game over
// when the state says so.
struct HarnessRules {
    using State = GameState;
    using Action = sugarworks::Action;
    using Event = GameEvent;

    const Game& game;

    GameState new_game(std::uint64_t seed, std::vector<GameEvent>& events) const {
        return game.new_game(seed, events);
    }
    void legal_actions(const GameState& s, std::vector<Action>& out) const {
        game.legal_actions(s, out);
    }
    std::optional<Rejection> check(const GameState& s, const Action& a) const {
        return game.check(s, a);
    }
    std::optional<Rejection> apply_in_place(GameState& s, const Action& a,
                                            std::vector<GameEvent>& events) const {
        return game.apply_in_place(s, a, events);
    }
    std::variant<Applied, Rejection> apply(const GameState& s, const Action& a) const {
        return game.apply(s, a);
    }
    static bool is_over(const GameState& s) { return s.over(); }
};

// The engine harness's hooks: a RandomBot chooses, and the Checker makes the
// Sugarworks checks of every step (its probes know which reason each illegal
// action must be refused with, so the engine's generic probes are not used).
class SugarworksHooks {
  public:
    SugarworksHooks(const Game& game, std::uint64_t seed, const HarnessOptions& options,
                    HarnessReport& report)
        : game_(game),
          options_(options),
          report_(report),
          checker_(game, seed, options, report),
          bot_(bots::bot_seed(seed)) {}

    std::string invariants(const GameState& s) const { return check_state(game_, s); }
    static std::uint64_t hash(const GameState& s) { return state_hash(s); }
    static Action random_action(const GameState&, Rng&) { return Action::roll(); }
    static std::string describe(const Action& a) { return raw(a); }

    Action choose(const GameState&, const std::vector<Action>& legal) { return bot_.choose(legal); }

    std::string step_checks(const GameState& s, const std::vector<Action>& legal,
                            const Action* chosen) {
        checker_.at(static_cast<int>(hashes_.size()),
                    chosen ? std::optional<Action>(*chosen) : std::nullopt);
        if (!checker_.check_step(s, legal, chosen))
            return report_.failure->what;
        hashes_.push_back(checker_.hash());
        if (chosen)
            return "";
        report_.rounds = s.round;
        report_.end = s.end;
        report_.final_hash = checker_.hash();
        if (s.round > game_.options().round_cap)
            return "the game ran past the round cap";
        return "";
    }

    // A match rebuilt from the seed and the actions so far, saved, loaded and saved.
    std::string save_round_trip(std::uint64_t seed, const std::vector<Action>& actions) const {
        return save_check(options_, game_, seed, actions, actions.size(), hashes_[actions.size()]);
    }

  private:
    const Game& game_;
    const HarnessOptions& options_;
    HarnessReport& report_;
    Checker checker_;
    bots::RandomBot bot_;
    std::vector<std::uint64_t> hashes_;  // before each action, then the final state's
};

}  // namespace

HarnessReport run_random_game(const Game& game, std::uint64_t seed, const HarnessOptions& options) {
    HarnessReport report;
    report.seed = seed;
    SugarworksHooks hooks(game, seed, options, report);
    engine::harness::Options engine_options;
    // The Checker's probes stand for the engine's: they also know the reasons.
    engine_options.legal_samples = 0;
    engine_options.random_actions = 0;
    engine_options.max_actions = options.max_actions;
    engine_options.save_round_trips = static_cast<bool>(options.save_check);
    engine_options.mid_game_saves = options.mid_game_saves;
    const HarnessRules rules{game};
    const auto result = engine::harness::run_random_game(rules, seed, hooks, engine_options);
    report.actions = result.actions;
    report.saves_checked = result.saves_checked;
    if (!result.ok())
        report.failure = HarnessFailure{seed, game.options(), result.failed_at,
                                        result.failed_action, result.failure};
    return report;
}

std::string describe(const Game& game, const HarnessFailure& f) {
    std::string text = "seed " + std::to_string(f.seed) + " (" + std::to_string(f.options.players) +
                       " players, " + f.options.board + ", first player " +
                       std::to_string(f.options.first_player) + ", round cap " +
                       std::to_string(f.options.round_cap) + ")";
    if (f.action_index >= 0)
        text += ", action " + std::to_string(f.action_index);
    if (f.action) {
        text += " (" + raw(*f.action) + ": " + describe_action(*f.action, game) + ")";
    } else if (f.action_index >= 0) {
        text += " (the final state)";
    }
    return text + ": " + f.what;
}

}  // namespace sugarworks::harness
