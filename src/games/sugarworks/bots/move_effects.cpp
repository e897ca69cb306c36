#include "bots/move_effects.hpp"

#include <algorithm>
#include <array>

#include "sugarworks/movement.hpp"
#include "sugarworks/scoring.hpp"

namespace sugarworks::bots {

namespace {

// How a candy ends one movement.
struct Fate {
    enum class Kind : std::uint8_t { Stays, Delivered, Eaten, Lost };
    Kind kind = Kind::Stays;
    CrateKind crate = CrateKind::Heart;
};
constexpr std::size_t kCandyIds = kCandyTypeCount * kMaxCandiesPerType;
using Fates = std::array<Fate, kCandyIds>;
using Present = std::array<bool, kCandyIds>;

Fates fates_of(const std::vector<Event>& events) {
    Fates out{};
    for (const Event& e : events) {
        if (e.candy >= kCandyIds)
            continue;
        Fate& fate = out[e.candy];
        switch (e.kind) {
            case EventKind::Eaten:
                // An X loses a candy without eating it: it is lost, not eaten.
                fate.kind = e.corner == CornerKind::Eater ? Fate::Kind::Eaten : Fate::Kind::Lost;
                break;
            case EventKind::Lost:
                if (fate.kind != Fate::Kind::Eaten)
                    fate.kind = Fate::Kind::Lost;
                break;
            case EventKind::Delivered:
                fate = {Fate::Kind::Delivered, e.crate};
                break;
            default:
                break;
        }
    }
    return out;
}

// The candies standing on the grid and on the outputs.
Present present_on(const Floor& floor) {
    Present out{};
    for (int r = 0; r < floor.rows(); ++r) {
        for (int c = 0; c < floor.cols(); ++c) {
            const CandyId id = floor.candy_at({r, c});
            if (id < kCandyIds)
                out[id] = true;
        }
    }
    for (int spot = 0; spot < floor.dock_count(); ++spot) {
        const CandyId id = floor.dock(spot).candy;
        if (id < kCandyIds)
            out[id] = true;
    }
    return out;
}

// One movement from a floor: its events and the floor it leaves.
struct Run {
    std::vector<Event> events;
    Floor end;
};

Run run_from(const Floor& start, const MovementRules& rules) {
    MovementOutcome outcome = resolve_movement(start, rules);
    return {std::move(outcome.events), std::move(outcome.floor)};
}

// Whether the movement completes `card` (special) or leaves it true (sales).
bool met_by(const Game& game, int card, const Run& run) {
    const OrderCard& order = game.catalog().order(card);
    if (order.kind == OrderKind::Sales)
        return sales_true(order.sales, run.end);
    return std::any_of(run.events.begin(), run.events.end(),
                       [&](const Event& e) { return matches(order.trigger, e); });
}

CardSet held_by(const PlayerState& player) {
    return CardSet::from_bits(player.orders.bits() | player.completed.bits() |
                              player.claimable.bits());
}

// The candies whose end the action changes, in the order a player reads the
// floor (by candy type, then identity).
std::vector<CandyFact> candy_facts(const Floor& before, const Run& without, const Floor& start,
                                   const Run& with) {
    const Present was = present_on(before);
    const Present now = present_on(start);
    const Fates fate_without = fates_of(without.events);
    const Fates fate_with = fates_of(with.events);
    std::vector<CandyFact> out;
    for (std::size_t i = 0; i < kCandyIds; ++i) {
        if (!now[i])
            continue;  // not on the floor when the conveyors start (eaten as a tile was laid)
        const auto id = static_cast<CandyId>(i);
        const Fate w = fate_with[i];
        const bool kept = w.kind == Fate::Kind::Stays || w.kind == Fate::Kind::Delivered;
        if (!was[i]) {
            // A candy the action makes: only where it goes is news.
            if (w.kind == Fate::Kind::Delivered)
                out.push_back({CandyFact::Kind::Delivered, id, Place{}, w.crate});
            continue;
        }
        const Place place = before.find(id).value_or(Place{});
        const Fate b = fate_without[i];
        if (b.kind == Fate::Kind::Eaten && kept)
            out.push_back({CandyFact::Kind::SavedFromEater, id, place, w.crate});
        else if (b.kind == Fate::Kind::Lost && kept)
            out.push_back({CandyFact::Kind::KeptFromLost, id, place, w.crate});
        else if (b.kind == Fate::Kind::Stays && w.kind == Fate::Kind::Delivered)
            out.push_back({CandyFact::Kind::Delivered, id, place, w.crate});
        else if (b.kind == Fate::Kind::Stays || b.kind == Fate::Kind::Delivered) {
            if (w.kind == Fate::Kind::Eaten)
                out.push_back({CandyFact::Kind::FedToEater, id, place, w.crate});
            else if (w.kind == Fate::Kind::Lost)
                out.push_back({CandyFact::Kind::SentToLost, id, place, w.crate});
        }
    }
    return out;
}

}  // namespace

int orders_seat(const Game& game, int player) {
    return game.scenario().cooperative ? 0 : player;
}

MoveEffects move_effects(const Game& game, const SeatInformation& info, const GameState& dealt,
                         const Action& action) {
    MoveEffects out;
    if (dealt.over())
        return out;
    GameState after = dealt;
    std::vector<GameEvent> events;
    Floor movement_start;
    if (game.apply_in_place(after, action, events, &movement_start))
        return out;
    const bool runs_now = std::any_of(events.begin(), events.end(), [](const GameEvent& e) {
        return e.kind == GameEventKind::MovementStarted;
    });
    const MovementRules rules = game.movement_rules(dealt);
    const Run without = run_from(dealt.floor, rules);
    const Floor& start = runs_now ? movement_start : after.floor;
    const Run with = run_from(start, rules);

    const int own = orders_seat(game, info.seat);
    const PlayerState& mine_before = dealt.players[static_cast<std::size_t>(own)];
    const CardSet mine_after = held_by(after.players[static_cast<std::size_t>(own)]);
    // The orders the seat sees: its hand as it shows it, and a card the action
    // takes face up (never a card drawn unseen, nor one facing away from it).
    CardSet seen = info.view.my_orders;
    if (action.kind == ActionKind::TakeOrder || action.kind == ActionKind::KeepOrder) {
        seen.add(action.card);
        out.taken = action.card;
    }

    // Completed by the action itself: its events before any movement.
    CardSet done_now;
    for (const GameEvent& e : events) {
        if (e.kind == GameEventKind::MovementStarted)
            break;
        if ((e.kind == GameEventKind::SpecialCompleted || e.kind == GameEventKind::ClaimRight) &&
            e.player == own) {
            done_now.add(e.card);
            out.completed_now.push_back(e.card);
        }
    }
    seen.for_each([&](int card) {
        if (done_now.contains(card))
            return;
        const bool met_without = mine_before.orders.contains(card) && met_by(game, card, without);
        const bool met_with = mine_after.contains(card) && met_by(game, card, with);
        if (met_with && !met_without)
            out.met_next.push_back(card);
        else if (met_without && !met_with && mine_after.contains(card))
            out.spoiled_next.push_back(card);
    });

    if (!game.scenario().cooperative) {
        for (int p = 0; p < dealt.player_count; ++p) {
            if (p == own)
                continue;
            const auto pi = static_cast<std::size_t>(p);
            info.known_orders[pi].for_each([&](int card) {
                if (!dealt.players[pi].orders.contains(card))
                    return;
                const bool met_with =
                    held_by(after.players[pi]).contains(card) && met_by(game, card, with);
                if (met_by(game, card, without) && !met_with)
                    out.blocked.push_back({p, card});
            });
        }
    }
    out.candies = candy_facts(dealt.floor, without, start, with);
    return out;
}

}  // namespace sugarworks::bots
