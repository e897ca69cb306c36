// Final scoring: completed orders, sales conditions read at the end, blanket orders.
#include "sugarworks/scoring.hpp"

#include <algorithm>
#include <array>

namespace sugarworks {

namespace {

CandyCounts counts_at(const SalesCondition& c, const Floor& floor) {
    CandyCounts counts{};
    switch (c.place) {
        case SalesPlace::Crate:
            for (int i = 0; i < floor.crate_count(); ++i) {
                if (floor.crate(i).kind == c.crate)
                    counts = floor.crate(i).contents;
            }
            break;
        case SalesPlace::AllCrates:
            for (int i = 0; i < floor.crate_count(); ++i) {
                for (int t = 0; t < kCandyTypeCount; ++t) {
                    counts[static_cast<size_t>(t)] +=
                        floor.crate(i).contents[static_cast<size_t>(t)];
                }
            }
            break;
        case SalesPlace::Lost:
            counts = floor.lost();
            break;
        case SalesPlace::Floor:
            for (CandyType t : kAllCandyTypes)
                counts[static_cast<size_t>(index_of(t))] =
                    static_cast<std::uint8_t>(floor.on_floor(t));
            break;
    }
    return counts;
}

}  // namespace

bool sales_true(const SalesCondition& c, const Floor& floor) {
    const CandyCounts counts = counts_at(c, floor);
    const int mine = counts[static_cast<size_t>(index_of(c.candy))];
    switch (c.measure) {
        case SalesMeasure::No:
            return mine == 0;
        case SalesMeasure::AtLeast:
            return mine >= c.count;
        case SalesMeasure::Most:
        case SalesMeasure::Fewest: {
            // Only types present count; zero is neither most nor fewest; ties are happy.
            if (mine == 0)
                return false;
            for (int other : counts) {
                if (other == 0)
                    continue;
                if (c.measure == SalesMeasure::Most && other > mine)
                    return false;
                if (c.measure == SalesMeasure::Fewest && other < mine)
                    return false;
            }
            return true;
        }
    }
    return false;
}

double sales_progress(const SalesCondition& c, const Floor& floor) {
    if (sales_true(c, floor))
        return 1.0;
    const CandyCounts counts = counts_at(c, floor);
    const int mine = counts[static_cast<size_t>(index_of(c.candy))];
    switch (c.measure) {
        case SalesMeasure::No:
            return 0.0;  // one candy there is as false as many
        case SalesMeasure::AtLeast:
            return c.count > 0 ? static_cast<double>(mine) / c.count : 0.0;
        case SalesMeasure::Most: {
            const int most = *std::max_element(counts.begin(), counts.end());
            return most > 0 ? static_cast<double>(mine) / most : 0.0;
        }
        case SalesMeasure::Fewest: {
            if (mine == 0)
                return 0.0;
            int fewest = mine;
            for (int other : counts) {
                if (other > 0)
                    fewest = std::min(fewest, other);
            }
            return static_cast<double>(fewest) / mine;
        }
    }
    return 0.0;
}

CardSet completed_orders(const Game& game, const GameState& s, int player) {
    const PlayerState& p = s.players[static_cast<size_t>(player)];
    // Hidden Orders: a special order still facing away whose event happened while
    // its holder held it is complete too ("or during end game scoring").
    CardSet done = CardSet::from_bits(p.completed.bits() | p.claimable.bits());
    p.orders.for_each([&](int card) {
        const OrderCard& order = game.catalog().orders[static_cast<size_t>(card)];
        if (order.kind == OrderKind::Sales && sales_true(order.sales, s.floor))
            done.add(card);
    });
    return done;
}

int blanket_count(const Catalog& catalog, const BlanketSide& side, const CardSet& completed) {
    int n = 0;
    completed.for_each(
        [&](int card) { n += blanket_counts(side, catalog.orders[static_cast<size_t>(card)]); });
    return n;
}

std::string rating_for(const TeamRules& team, int total) {
    std::string name;
    for (const Rating& r : team.ratings) {
        if (name.empty() || total >= r.at_least)
            name = r.name;
    }
    return name;
}

namespace {

// Every line of the final scoring, in the sheet's order, once: `emit(seat,
// source, card, points, words)` where words() gives the line's text only when
// asked (the search scores thousands of futures a second and reads no words).
// `incomplete(seat, card)` is told of each order in hand that scored nothing.
template <typename Emit, typename Incomplete>
void score_lines(const Game& game, const GameState& s, Emit emit, Incomplete incomplete) {
    const Catalog& catalog = game.catalog();
    // Co-operative play scores one team, as one player: its shared hand (kept as
    // player 0's) and every order it completed, blanket orders included.
    const bool team = game.scenario().cooperative;
    const int seats = team ? 1 : s.player_count;
    std::array<CardSet, kMaxPlayers> completed{};
    for (int p = 0; p < s.player_count; ++p) {
        const int seat = team ? 0 : p;
        CardSet& done = completed[static_cast<size_t>(seat)];
        done = CardSet::from_bits(done.bits() | completed_orders(game, s, p).bits());
    }
    for (int seat = 0; seat < seats; ++seat) {
        const CardSet& done = completed[static_cast<size_t>(seat)];
        const CardSet& unclaimed = s.players[static_cast<size_t>(seat)].claimable;
        done.for_each([&](int card) {
            const OrderCard& order = catalog.orders[static_cast<size_t>(card)];
            emit(seat,
                 order.kind == OrderKind::Special ? ScoreLine::Source::Special
                                                  : ScoreLine::Source::Sales,
                 card, order.points, [&] {
                     std::string text = describe_order(order);
                     if (unclaimed.contains(card))
                         text += " (facing away: its event happened while held)";
                     return text;
                 });
        });
        s.players[static_cast<size_t>(seat)].orders.for_each([&](int card) {
            if (!done.contains(card)) {
                incomplete(seat, card);
                // Co-operative play takes the points of an incomplete order off.
                if (team) {
                    const OrderCard& order = catalog.order(card);
                    emit(seat, ScoreLine::Source::Incomplete, card, -order.points,
                         [&] { return "Incomplete: " + describe_order(order); });
                }
            }
        });
    }
    for (int b = 0; b < s.blanket_count; ++b) {
        const BlanketInPlay& in_play = s.blankets[static_cast<size_t>(b)];
        const BlanketCard& card = catalog.blankets[in_play.card];
        const BlanketSide& side = in_play.colourful ? card.colourful : card.grey;
        std::array<int, kMaxPlayers> counts{};
        for (int p = 0; p < seats; ++p) {
            counts[static_cast<size_t>(p)] =
                blanket_count(catalog, side, completed[static_cast<size_t>(p)]);
        }
        const auto words = [&](std::string detail) {
            return [&side, detail] { return describe_blanket_side(side) + detail; };
        };
        if (side.points.size() == 1) {
            for (int p = 0; p < seats; ++p) {
                if (counts[static_cast<size_t>(p)] >= side.at_least)
                    emit(p, ScoreLine::Source::Blanket, in_play.card, side.points[0], words(""));
            }
            continue;
        }
        // Most: the high value to every player tied for the most (at least one match);
        // the low value to every player tied for the next count.
        const int most = *std::max_element(counts.begin(), counts.begin() + seats);
        if (most < 1)
            continue;
        int second = 0;
        for (int p = 0; p < seats; ++p) {
            if (counts[static_cast<size_t>(p)] < most)
                second = std::max(second, counts[static_cast<size_t>(p)]);
        }
        for (int p = 0; p < seats; ++p) {
            const int c = counts[static_cast<size_t>(p)];
            if (c == most) {
                emit(p, ScoreLine::Source::Blanket, in_play.card, side.points[0],
                     words(" (most: " + std::to_string(c) + ")"));
            } else if (second >= 1 && c == second && side.points.size() > 1) {
                emit(p, ScoreLine::Source::Blanket, in_play.card, side.points[1],
                     words(" (second: " + std::to_string(c) + ")"));
            }
        }
    }
}

}  // namespace

ScoreSheet score(const Game& game, const GameState& s) {
    ScoreSheet sheet;
    const bool team = game.scenario().cooperative;
    sheet.players.resize(static_cast<size_t>(team ? 1 : s.player_count));
    std::vector<ScoreLine> incomplete_lines;
    score_lines(
        game, s,
        [&](int seat, ScoreLine::Source source, int card, int points, const auto& words) {
            PlayerScore& ps = sheet.players[static_cast<size_t>(seat)];
            ScoreLine line{source, card, points, words()};
            // The sheet lists what was taken off after everything earned.
            if (source == ScoreLine::Source::Incomplete)
                incomplete_lines.push_back(std::move(line));
            else
                ps.lines.push_back(std::move(line));
            ps.total += points;
        },
        [&](int seat, int card) {
            sheet.players[static_cast<size_t>(seat)].incomplete.push_back(card);
        });
    if (team) {
        sheet.cooperative = true;
        PlayerScore& ts = sheet.players[0];
        for (ScoreLine& line : incomplete_lines)
            ts.lines.push_back(std::move(line));
        sheet.rating = rating_for(game.scenario().team, ts.total);
        return sheet;
    }
    int best = 0;
    for (const PlayerScore& ps : sheet.players)
        best = std::max(best, ps.total);
    for (int p = 0; p < s.player_count; ++p) {
        if (sheet.players[static_cast<size_t>(p)].total == best)
            sheet.winners.push_back(p);
    }
    return sheet;
}

bool scored_against_the_factory(const Game& game) {
    return game.options().players == 1 || game.scenario().cooperative;
}

ScoreTotals score_totals(const Game& game, const GameState& s) {
    ScoreTotals totals;
    totals.seats = game.scenario().cooperative ? 1 : s.player_count;
    score_lines(
        game, s,
        [&](int seat, ScoreLine::Source, int, int points, const auto&) {
            totals.points[static_cast<size_t>(seat)] += points;
        },
        [](int, int) {});
    return totals;
}

}  // namespace sugarworks
