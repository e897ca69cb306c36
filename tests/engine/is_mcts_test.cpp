// The engine's search knows nothing of Sugarworks: here it plays Nim, a game
// of a few lines written against engine::SearchGame, and finds the winning
// moves. (Take 1 to 3 stones; whoever takes the last one wins. From n stones
// the winning move leaves a multiple of 4.)
#include <algorithm>
#include <array>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <vector>

#include "engine/search/is_mcts.hpp"

namespace {

struct Nim {
    struct State {
        int stones = 0;
        int to_act = 0;
        int winner = -1;
    };
    using Action = int;         // stones taken
    using Information = State;  // nothing is hidden: the information is the state
    struct Random {
        std::uint64_t s = 0x9E3779B97F4A7C15ull;
        std::uint32_t below(std::uint32_t n) {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            return static_cast<std::uint32_t>(s % n);
        }
    };

    void legal_actions(const State& s, std::vector<Action>& out) const {
        out.clear();
        for (int take = 1; take <= 3 && take <= s.stones; ++take)
            out.push_back(take);
    }
    void apply(State& s, Action take) const {
        s.stones -= take;
        if (s.stones == 0)
            s.winner = s.to_act;
        s.to_act = 1 - s.to_act;
    }
    int player_to_act(const State& s) const { return s.to_act; }
    bool is_over(const State& s) const { return s.winner >= 0; }
    engine::Outcome outcome(const State& s) const {
        engine::Outcome o;
        o.returns[0] = s.winner == 0 ? 1 : 0;
        o.returns[1] = s.winner == 1 ? 1 : 0;
        o.points = {o.returns[0], o.returns[1], 0, 0};
        return o;
    }
    State sample(const Information& info, Random&) const { return info; }
    int seat(const Information& info) const { return info.to_act; }
    static std::uint64_t action_key(Action a) { return static_cast<std::uint64_t>(a); }
};

static_assert(engine::SearchGame<Nim>);

}  // namespace

TEST_CASE("The engine's IS-MCTS plays a game that is not Sugarworks, and wins it", "[engine]") {
    const Nim nim;
    engine::SearchLimits limits;
    limits.iterations = 3000;
    limits.max_seconds = 0;
    for (int stones = 5; stones <= 15; ++stones) {
        if (stones % 4 == 0)
            continue;  // a lost position: every move loses
        engine::IsMcts<Nim> search(nim, limits);
        Nim::Random random;
        const auto result = search.search(Nim::State{stones, 0, -1}, random);
        INFO(stones << " stones");
        CHECK((stones - result.best) % 4 == 0);
        CHECK(result.iterations == 3000);
        REQUIRE_FALSE(result.moves.empty());
        CHECK(result.moves.front().mean_return > 0.5);
    }
}

TEST_CASE("A cancelled search stops at once and still answers a legal move", "[engine]") {
    const Nim nim;
    std::atomic<bool> cancel{true};
    engine::SearchLimits limits;
    limits.cancel = &cancel;
    engine::IsMcts<Nim> search(nim, limits);
    Nim::Random random;
    const auto result = search.search(Nim::State{7, 0, -1}, random);
    CHECK(result.iterations == 0);
    CHECK(result.best >= 1);
    CHECK(result.best <= 3);
}

namespace {

// Counts what the search shows it: the futures through each move at the root,
// and the returns of the searching seat over them.
struct CountingWitness {
    int seat = 0;
    int current = -1;
    std::array<int, 4> futures{};
    std::array<double, 4> returns{};
    std::array<double, 4> squares{};
    void future_through(const Nim::Action& take) { current = take; }
    void future_ended(const Nim::State&, const engine::Outcome& outcome) {
        const auto i = static_cast<std::size_t>(current);
        const double r = outcome.returns[static_cast<std::size_t>(seat)];
        ++futures[i];
        returns[i] += r;
        squares[i] += r * r;
    }
};

}  // namespace

TEST_CASE("A witness sees every future of the search and changes nothing of it", "[engine]") {
    const Nim nim;
    engine::SearchLimits limits;
    limits.iterations = 500;
    limits.max_seconds = 0;
    engine::IsMcts<Nim> search(nim, limits);
    Nim::Random plain_random;
    const auto plain = search.search(Nim::State{10, 0, -1}, plain_random);
    Nim::Random watched_random;
    CountingWitness witness;
    const auto watched = search.search(Nim::State{10, 0, -1}, watched_random, witness);
    CHECK(watched.best == plain.best);
    REQUIRE(watched.moves.size() == plain.moves.size());
    int futures = 0;
    for (std::size_t i = 0; i < watched.moves.size(); ++i) {
        const auto& m = watched.moves[i];
        CHECK(m.action == plain.moves[i].action);
        CHECK(m.visits == plain.moves[i].visits);
        CHECK(m.mean_return == plain.moves[i].mean_return);
        const auto take = static_cast<std::size_t>(m.action);
        CHECK(witness.futures[take] == m.visits);
        futures += witness.futures[take];
        // The standard error the search gives: the spread of the returns the
        // witness saw, over the square root of their number.
        const double n = witness.futures[take];
        const double mean = witness.returns[take] / n;
        const double variance = (witness.squares[take] - n * mean * mean) / (n - 1);
        CHECK(m.mean_return == Approx(mean));
        CHECK(m.return_error == Approx(std::sqrt(variance / n)));
    }
    CHECK(futures == watched.iterations);
    // A move of mixed results has an error above zero.
    CHECK(std::any_of(watched.moves.begin(), watched.moves.end(),
                      [](const auto& m) { return m.return_error > 0; }));
}
