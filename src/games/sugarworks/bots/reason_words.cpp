#include "bots/reason_words.hpp"

#include <array>
#include <cctype>
#include <cmath>
#include <string_view>
#include <utility>

#include "sugarworks/scoring.hpp"
#include "sugarworks/text.hpp"

namespace sugarworks::bots {

namespace {

// The verbs an action's words start with, and the same done.
constexpr std::array<std::pair<std::string_view, std::string_view>, 15> kDoing = {{
    {"Ask", "asking"},
    {"Claim", "claiming"},
    {"Discard", "discarding"},
    {"Draw", "drawing"},
    {"Eat", "eating"},
    {"Give", "giving"},
    {"Keep", "keeping"},
    {"Make", "making"},
    {"Move", "moving"},
    {"Pawn", "pawning"},
    {"Play", "playing"},
    {"Put", "putting"},
    {"Roll", "rolling"},
    {"Take", "taking"},
    {"Turn", "turning"},
}};

std::string listed(const std::vector<std::string>& items) {
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i)
        out += (i == 0 ? "" : i + 1 == items.size() ? " and " : ", ") + items[i];
    return out;
}

std::string percent(double share) {
    return std::to_string(static_cast<int>(std::lround(share * 100))) + "%";
}

bool is_sales(const Game& game, int card) {
    return game.catalog().order(card).kind == OrderKind::Sales;
}

// "your", "the team's", "Blake's".
std::string whose(const Game& game, int player, int own, PlayerNames names) {
    if (player == own)
        return game.scenario().cooperative ? "the team's" : "your";
    return player_label(player, names) + "'s";
}

std::string candy_words(const CandyFact& fact, const Floor& floor) {
    const std::string name(candy_type_name(type_of(fact.candy)));
    if (fact.was.kind == PlaceKind::None)
        return "the new " + name;
    return "the " + name + " on " + place_words(fact.was, floor);
}

// The candies of one kind of fact, worded together ("saves the Red Circle on B3
// from the eater").
std::string candy_part(const std::vector<CandyFact>& facts, CandyFact::Kind kind,
                       const Floor& floor) {
    std::vector<std::string> names;
    for (const CandyFact& f : facts) {
        if (f.kind != kind)
            continue;
        std::string words = candy_words(f, floor);
        if (kind == CandyFact::Kind::Delivered)
            words += " into the " + std::string(crate_kind_name(f.crate)) + " crate";
        names.push_back(std::move(words));
    }
    if (names.empty())
        return "";
    switch (kind) {
        case CandyFact::Kind::SavedFromEater:
            return "saves " + listed(names) +
                   (names.size() == 1 ? " from the eater" : " from being eaten");
        case CandyFact::Kind::KeptFromLost:
            return "keeps " + listed(names) + " out of the Lost gutter";
        case CandyFact::Kind::Delivered:
            return "sends " + listed(names);
        case CandyFact::Kind::FedToEater:
            return "feeds " + listed(names) +
                   (names.size() == 1 ? " to the eater" : " to the eaters");
        case CandyFact::Kind::SentToLost:
            return "sends " + listed(names) + " into the Lost gutter";
    }
    return "";
}

}  // namespace

std::string doing_words(const Action& action, const Game& game) {
    const std::string words = describe_action(action, game);
    const std::size_t space = words.find(' ');
    const std::string_view verb = std::string_view(words).substr(0, space);
    for (const auto& [imperative, doing] : kDoing) {
        if (verb == imperative)
            return std::string(doing) + (space == std::string::npos ? "" : words.substr(space));
    }
    // A verb not listed: the words as they are, lower-cased.
    std::string out = words;
    if (!out.empty() && out[0] >= 'A' && out[0] <= 'Z')
        out[0] = static_cast<char>(out[0] - 'A' + 'a');
    return out;
}

std::string quoted_order(const Game& game, int card) {
    const OrderCard& order = game.catalog().order(card);
    return quoted_condition(order) + " (" + std::to_string(order.points) +
           (order.points == 1 ? " point)" : " points)");
}

std::string effects_sentence(const Game& game, const MoveEffects& effects, const Floor& floor,
                             PlayerNames names) {
    // Orders first (they are points), then the candies; three facts at most.
    constexpr std::size_t kMostFacts = 3;
    const std::string yours = game.scenario().cooperative ? "the team's " : "your ";
    std::vector<std::string> parts;
    for (int card : effects.completed_now)
        parts.push_back("completes " + yours + quoted_order(game, card) + " at once");
    for (int card : effects.met_next) {
        const bool sales = is_sales(game, card);
        if (card == effects.taken) {
            parts.push_back(std::string("takes an order the next movement ") +
                            (sales ? "makes true: " : "completes: ") + quoted_order(game, card));
        } else if (sales) {
            // True now and lost without the move, or made true by it.
            const bool true_now = sales_true(game.catalog().order(card).sales, floor);
            parts.push_back((true_now ? "keeps " : "makes ") + yours + quoted_order(game, card) +
                            " true in the next movement");
        } else {
            parts.push_back("completes " + yours + quoted_order(game, card) +
                            " in the next movement");
        }
    }
    for (const OrderFact& f : effects.blocked) {
        parts.push_back("stops " + player_label(f.player, names) + "'s " +
                        quoted_order(game, f.card) +
                        (is_sales(game, f.card) ? " from coming true" : " from completing") +
                        " in the next movement");
    }
    for (CandyFact::Kind kind :
         {CandyFact::Kind::SavedFromEater, CandyFact::Kind::KeptFromLost,
          CandyFact::Kind::Delivered, CandyFact::Kind::FedToEater, CandyFact::Kind::SentToLost}) {
        if (std::string part = candy_part(effects.candies, kind, floor); !part.empty())
            parts.push_back(std::move(part));
    }
    if (parts.size() > kMostFacts)
        parts.resize(kMostFacts);
    std::vector<std::string> spoiled;
    for (int card : effects.spoiled_next) {
        spoiled.push_back(
            is_sales(game, card)
                ? yours + quoted_order(game, card) + " is no longer true after the next movement"
                : "the next movement no longer completes " + yours + quoted_order(game, card));
    }
    if (parts.empty() && spoiled.empty())
        return "";
    if (parts.empty())
        return "With it, " + listed(spoiled) + ".";
    std::string text = "It " + listed(parts);
    if (!spoiled.empty())
        text += ", though " + listed(spoiled);
    return text + ".";
}

bool about_as_good(double mean_a, double error_a, double mean_b, double error_b) {
    return std::abs(mean_a - mean_b) <= error_a + error_b;
}

CardSet named_orders(const MoveEffects& effects) {
    CardSet named;
    for (int card : effects.completed_now)
        named.add(card);
    for (int card : effects.met_next)
        named.add(card);
    for (int card : effects.spoiled_next)
        named.add(card);
    for (const OrderFact& f : effects.blocked)
        named.add(f.card);
    return named;
}

std::string futures_sentence(const Game& game, const SeatInformation& info, const Action& best,
                             const FutureCounts& best_counts, const Action& other,
                             const FutureCounts& other_counts, CardSet named, PlayerNames names) {
    // Too few futures through either move say nothing of their orders.
    constexpr int kFewest = 30;
    // A difference worth a sentence: this many futures in a hundred, and twice
    // its standard error (two shares of independent futures).
    constexpr double kLeast = 0.15;
    const double nb = best_counts.futures;
    const double no = other_counts.futures;
    if (nb < kFewest || no < kFewest)
        return "";
    const int own = orders_seat(game, info.seat);
    struct Candidate {
        int player = -1;
        int card = -1;
        double after_best = 0;
        double after_other = 0;
        double gain = 0;
    };
    Candidate found;
    const auto weigh = [&](int player, int card, const std::array<int, kMaxCards>& b,
                           const std::array<int, kMaxCards>& o) {
        const auto i = static_cast<std::size_t>(card);
        const double pb = b[i] / nb;
        const double po = o[i] / no;
        const double gain = player == own ? pb - po : po - pb;
        const double error = std::sqrt(pb * (1 - pb) / nb + po * (1 - po) / no);
        if (gain >= kLeast && gain > 2 * error && gain > found.gain)
            found = {player, card, pb, po, gain};
    };
    CardSet mine = info.view.my_orders;
    if (best.kind == ActionKind::TakeOrder || best.kind == ActionKind::KeepOrder)
        mine.add(best.card);
    mine.for_each([&](int card) { weigh(own, card, best_counts.ours, other_counts.ours); });
    if (!game.scenario().cooperative) {
        for (int p = 0; p < info.view.player_count; ++p) {
            if (p == own)
                continue;
            info.known_orders[static_cast<std::size_t>(p)].for_each(
                [&](int card) { weigh(p, card, best_counts.theirs, other_counts.theirs); });
        }
    }
    if (found.card < 0)
        return "";
    // An order the sentence before named is not quoted again.
    std::string subject =
        named.contains(found.card) && named.size() == 1
            ? "that order"
            : whose(game, found.player, own, names) + " " + quoted_order(game, found.card);
    subject[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(subject[0])));
    return subject + " scored in " + percent(found.after_best) +
           " of the games simulated after it, against " + percent(found.after_other) + " after " +
           doing_words(other, game) + ".";
}

}  // namespace sugarworks::bots
