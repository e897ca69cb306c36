// The Load screen's list of a folder of 500 long saves: read by their headers alone
// (engine/save_header.hpp), the way the list is made, against opening each with its
// whole replay, the way it once was. The aim: the 500 listed in under 200 ms.
// The saves are 4-player games of random legal actions played to the end (longer
// than people's games), 20 different games copied to 500 files.
#include <benchmark/benchmark.h>

#include <filesystem>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "bots/random_bot.hpp"
#include "engine/save_header.hpp"
#include "sugarworks/match.hpp"
#include "sugarworks/save.hpp"
#include "sugarworks/save_header.hpp"
#include "support/testkit.hpp"

namespace {

using namespace sugarworks;
namespace fs = std::filesystem;

constexpr int kSaves = 500;

// A 4-player game of random legal actions from `seed`, to its end.
Match random_game(std::uint64_t seed) {
    Match match(Game(testkit::catalog(), testkit::options_on(4)), seed);
    bots::RandomBot bot(bots::bot_seed(seed));
    std::vector<Action> legal;
    while (!match.state().over()) {
        match.game().legal_actions(match.state(), legal);
        match.apply(bot.choose(legal));
    }
    return match;
}

// The folder of saves, written once for every benchmark of this file and removed at exit.
class SaveFolder {
  public:
    SaveFolder()
        : path_(fs::temp_directory_path() /
                ("sugarworks-save-list-" + std::to_string(std::random_device{}()))) {
        fs::create_directories(path_);
        std::vector<std::string> texts;
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            const Match match = random_game(seed);
            texts.push_back(save_text(match, {}));
            bytes_ += texts.back().size();
        }
        bytes_ = bytes_ * kSaves / texts.size();
        for (int i = 0; i < kSaves; ++i) {
            const auto& text = texts[static_cast<size_t>(i) % texts.size()];
            const auto written =
                write_file_atomically(path_ / ("game " + std::to_string(i) + ".json"), text);
            if (written)
                throw std::runtime_error(*written);
        }
    }
    ~SaveFolder() {
        std::error_code ec;
        fs::remove_all(path_, ec);
    }
    const fs::path& path() const { return path_; }
    std::size_t bytes() const { return bytes_; }

  private:
    fs::path path_;
    std::size_t bytes_ = 0;
};

const SaveFolder& save_folder() {
    static const SaveFolder folder;
    return folder;
}

void list_by_headers(benchmark::State& state) {
    const SaveFolder& folder = save_folder();
    const std::vector<engine::save::GameSaves> games = {game_saves(testkit::catalog())};
    for (auto _ : state) {
        const auto listed = engine::save::list_saves(folder.path(), "sugarworks", games);
        if (listed.size() != static_cast<size_t>(kSaves) || !listed.back().header)
            state.SkipWithError("a save was not listed");
        benchmark::DoNotOptimize(listed.data());
    }
    state.counters["saves"] = kSaves;
    state.counters["MB"] = static_cast<double>(folder.bytes()) / 1e6;
}
BENCHMARK(list_by_headers)->Name("SaveList/500_saves_by_header")->Unit(benchmark::kMillisecond);

void open_every_save(benchmark::State& state) {
    const SaveFolder& folder = save_folder();
    for (auto _ : state) {
        int opened = 0;
        for (const auto& entry : fs::directory_iterator(folder.path()))
            opened += load_save_file(entry.path(), testkit::catalog()).match ? 1 : 0;
        if (opened != kSaves)
            state.SkipWithError("a save did not open");
    }
    state.counters["saves"] = kSaves;
}
BENCHMARK(open_every_save)
    ->Name("SaveList/500_saves_opened_and_replayed")
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

}  // namespace
