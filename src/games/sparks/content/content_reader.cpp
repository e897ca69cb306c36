// Loading data/sparks/: each file read by its reader (readers.hpp), then the
// rules that tie the files together, each reported in the file whose content
// would have to change.
#include "sparks/content_reader.hpp"

#include <algorithm>
#include <system_error>

#include "content/readers.hpp"

namespace sparks {

namespace fs = std::filesystem;
using content::JsonReader;
using content::Pointer;

namespace {

// "data/sparks/robots.json" for the folder ".../data/sparks": the folder's name and
// its parent's, so that messages read alike wherever the data lies.
std::string display_name(const fs::path& folder, std::string_view file) {
    std::error_code ec;
    fs::path base = fs::absolute(folder, ec).lexically_normal();
    if (base.filename().empty())
        base = base.parent_path();
    return (base.parent_path().filename() / base.filename() / file).generic_string();
}

// What the files gave; each set only when its file read without errors.
struct Files {
    std::optional<Content> rules;
    std::optional<content::PlayerBoardFile> board;
    std::optional<content::Tracks> tracks;
    std::optional<std::vector<RobotCard>> robots;
    std::optional<std::vector<AssistantCard>> assistants;
    std::optional<std::vector<ProductionTile>> production;
    std::optional<std::vector<UpgradeType>> upgrades;
    std::optional<std::vector<BonusTile>> bonus_tiles;
    std::optional<std::vector<GoalTile>> goals;
};

const GoalTile* goal_of(const std::vector<GoalTile>& goals, GoalKind kind) {
    const auto it =
        std::find_if(goals.begin(), goals.end(), [&](const GoalTile& g) { return g.kind == kind; });
    return it == goals.end() ? nullptr : &*it;
}

std::string goal_words(const GoalTile& goal) {
    return "the goal \"" + goal.id + "\" (goals.json)";
}

// [SECTION] Rules between files

// The numbers of rules.json that other files bound. (The upgrade stacks and the goal
// tiles in a game are bounded by their ranges: every upgrade type and goal kind is in
// the box.)
void check_rules(const Files& f, JsonReader& reader) {
    const Content& rules = *f.rules;
    // The draft deals every player at once from the one deck.
    if (f.assistants &&
        kMaxPlayers * rules.assistants_drafted > static_cast<int>(f.assistants->size())) {
        reader.error(Pointer() / "assistants_drafted",
                     "the draft deals " + std::to_string(rules.assistants_drafted) +
                         " cards to each of " + std::to_string(kMaxPlayers) +
                         " players, but assistants.json has " +
                         std::to_string(f.assistants->size()));
    }
}

// The active player's dice and the others' must fit the junkyard, at every number of
// players the tile is used with: 1 each for the others, 2 for the other player of two.
void check_production(const Files& f, JsonReader& reader) {
    const int junkyard = f.rules->junkyard_spaces;
    const auto check = [&](size_t i, std::string_view key, int taken, int players) {
        const int others = players == 2 ? 2 : players - 1;
        if (taken + others <= junkyard)
            return;
        reader.error(Pointer() / "tiles" / i / std::string(key),
                     "with " + std::to_string(players) + " players the active player takes " +
                         std::to_string(taken) + " dice and the others " + std::to_string(others) +
                         ": " + std::to_string(taken + others) +
                         " dice, but the junkyard (rules.json) holds " + std::to_string(junkyard));
    };
    for (size_t i = 0; i < f.production->size(); ++i) {
        const ProductionTile& tile = (*f.production)[i];
        if (tile.kind == ProductionKind::TwoFive) {
            // With 2 players the other also takes 2: the same count as with 3.
            check(i, "few_dice", tile.few_dice, 3);
            check(i, "many_dice", tile.many_dice, 4);
        } else {
            check(i, "dice", tile.dice, 4);
        }
    }
}

void check_score_board(const Files& f, JsonReader& reader) {
    const Pointer at = Pointer() / "tracks";
    if (f.bonus_tiles) {
        int spaces = 0;
        for (const auto& track : *f.tracks)
            spaces += content::bonus_spaces(track);
        if (spaces != static_cast<int>(f.bonus_tiles->size())) {
            reader.error(at, "the tracks have " + std::to_string(spaces) +
                                 " bonus spaces, but there are " +
                                 std::to_string(f.bonus_tiles->size()) +
                                 " bonus tiles (bonus_tiles.json) to lay on them");
        }
    }
    if (!f.goals)
        return;
    if (const GoalTile* goal = goal_of(*f.goals, GoalKind::ThirdBonusSpace)) {
        int tracks = 0;
        for (const auto& track : *f.tracks)
            tracks += content::bonus_spaces(track) >= goal->amount ? 1 : 0;
        if (tracks < goal->tracks) {
            reader.error(at, goal_words(*goal) + " needs " + std::to_string(goal->tracks) +
                                 " tracks with at least " + std::to_string(goal->amount) +
                                 " bonus spaces, the board has " + std::to_string(tracks));
        }
    }
}

void check_player_board(const Files& f, JsonReader& reader) {
    if (!f.goals)
        return;
    if (const GoalTile* goal = goal_of(*f.goals, GoalKind::FactoryLevel)) {
        const int levels = static_cast<int>(f.board->factory.size());
        if (goal->amount > levels) {
            reader.error(Pointer() / "factory",
                         goal_words(*goal) + " asks for level " + std::to_string(goal->amount) +
                             ", but the factory track has " + std::to_string(levels) + " levels");
        }
    }
}

void check_robots(const Files& f, JsonReader& reader) {
    if (!f.goals)
        return;
    if (const GoalTile* goal = goal_of(*f.goals, GoalKind::PowerBoxRobots)) {
        const auto boxes = std::count_if(f.robots->begin(), f.robots->end(),
                                         [](const RobotCard& r) { return r.has_power_box(); });
        if (goal->amount > boxes) {
            reader.error(Pointer() / "robots",
                         goal_words(*goal) + " asks for " + std::to_string(goal->amount) +
                             " robots with a power box, but the deck has " + std::to_string(boxes));
        }
    }
    if (const GoalTile* goal = goal_of(*f.goals, GoalKind::RobotsOfOneColour)) {
        if (goal->amount > content::kRobotsPerColour) {
            reader.error(Pointer() / "robots",
                         goal_words(*goal) + " asks for " + std::to_string(goal->amount) +
                             " robots of one colour, but the deck has " +
                             std::to_string(content::kRobotsPerColour) + " of each");
        }
    }
}

}  // namespace

LoadedContent load_content(const fs::path& folder) {
    LoadedContent loaded;
    std::error_code ec;
    if (!fs::is_directory(folder, ec)) {
        loaded.errors.push_back({folder.generic_string(), "",
                                 "not a data folder (it does not exist or is not a folder)"});
        return loaded;
    }
    Files f;
    const auto read = [&](std::string_view file, auto& out, auto reader_fn) {
        const std::string name = display_name(folder, file);
        ++loaded.files_checked;
        auto doc = engine::io::read_json_file(folder / file, name, loaded.errors);
        if (!doc)
            return;
        JsonReader reader(name, loaded.errors);
        out = reader_fn(*doc, reader);
    };
    read("rules.json", f.rules, content::read_rules);
    read("player_board.json", f.board, content::read_player_board);
    read("score_board.json", f.tracks, content::read_score_board);
    read("robots.json", f.robots, content::read_robots);
    read("assistants.json", f.assistants, content::read_assistants);
    read("production.json", f.production, content::read_production);
    read("upgrades.json", f.upgrades, content::read_upgrades);
    read("bonus_tiles.json", f.bonus_tiles, content::read_bonus_tiles);
    read("goals.json", f.goals, content::read_goals);

    // Each rule between two files is checked when both read without errors.
    const auto reader_for = [&](std::string_view file) {
        return JsonReader(display_name(folder, file), loaded.errors);
    };
    if (f.rules) {
        JsonReader reader = reader_for("rules.json");
        check_rules(f, reader);
    }
    if (f.production && f.rules) {
        JsonReader reader = reader_for("production.json");
        check_production(f, reader);
    }
    if (f.tracks) {
        JsonReader reader = reader_for("score_board.json");
        check_score_board(f, reader);
    }
    if (f.board) {
        JsonReader reader = reader_for("player_board.json");
        check_player_board(f, reader);
    }
    if (f.robots) {
        JsonReader reader = reader_for("robots.json");
        check_robots(f, reader);
    }

    // A JSON file nobody reads is most often a misspelt name.
    std::vector<fs::path> extra;
    for (const auto& entry : fs::directory_iterator(folder, ec)) {
        const fs::path& path = entry.path();
        if (path.extension() != ".json")
            continue;
        const std::string name = path.filename().string();
        if (std::find(std::begin(kContentFiles), std::end(kContentFiles), name) ==
            std::end(kContentFiles))
            extra.push_back(path);
    }
    std::sort(extra.begin(), extra.end());
    for (const fs::path& path : extra) {
        loaded.errors.push_back({display_name(folder, path.filename().string()), "",
                                 "not a known data file (nothing reads it; the files are "
                                 "rules.json, player_board.json, score_board.json, robots.json, "
                                 "assistants.json, production.json, upgrades.json, "
                                 "bonus_tiles.json and goals.json)"});
    }

    if (!loaded.errors.empty())
        return loaded;
    Content content = std::move(*f.rules);
    content.factory = std::move(f.board->factory);
    content.board_power_box = std::move(f.board->power_box);
    content.boards = f.board->boards;
    content.tracks = std::move(*f.tracks);
    content.robots = std::move(*f.robots);
    content.assistants = std::move(*f.assistants);
    content.production = std::move(*f.production);
    content.upgrades = std::move(*f.upgrades);
    content.bonus_tiles = std::move(*f.bonus_tiles);
    content.goals = std::move(*f.goals);
    loaded.content = std::move(content);
    return loaded;
}

}  // namespace sparks
