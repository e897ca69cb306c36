// Loading the whole catalog from a data folder, and validating everything in it.
#include "sugarworks/catalog.hpp"

#include <algorithm>
#include <array>
#include <cstdio>
#include <string_view>

#include "catalog/catalog_readers.hpp"
#include "catalog/movement_scenario_reader.hpp"
#include "engine/fnv.hpp"
#include "sugarworks/movement_scenario.hpp"

namespace sugarworks {

namespace fs = std::filesystem;

namespace {
// The data files at the top of the data folder.
constexpr std::array<std::string_view, 6> kTopLevelFiles = {"candies.json", "tiles.json",
                                                            "orders.json",  "blanket_orders.json",
                                                            "die.json",     "sugarworkers.json"};
// The standard game's scenario, which every data folder has.
constexpr std::string_view kStandardScenarioFile = "third_shift.json";
}  // namespace

const Board* Catalog::board(std::string_view id) const {
    for (const Board& b : boards) {
        if (b.id == id)
            return &b;
    }
    return nullptr;
}

const Scenario* Catalog::scenario(std::string_view id) const {
    for (const Scenario& s : scenarios) {
        if (s.id == id)
            return &s;
    }
    return nullptr;
}

const TileKind* Catalog::tile_kind(std::string_view id) const {
    for (const TileKind& k : tile_kinds) {
        if (k.id == id)
            return &k;
    }
    return nullptr;
}

const SugarworkerCard* Catalog::sugarworker(std::string_view id) const {
    for (const SugarworkerCard& card : sugarworkers) {
        if (card.id == id)
            return &card;
    }
    return nullptr;
}

const WorkerAbility* Catalog::worker_ability(std::string_view id) const {
    for (const SugarworkerCard& card : sugarworkers) {
        for (const WorkerAbility& side : card.sides) {
            if (side.id == id)
                return &side;
        }
    }
    return nullptr;
}

PlacedTile Catalog::placed(int tile) const {
    return PlacedTile{kind_of_tile(tile).face, static_cast<std::int8_t>(tile)};
}

std::string Catalog::fingerprint_hex() const {
    char text[17];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(fingerprint));
    return text;
}

std::optional<int> Catalog::first_tile_of_kind(std::string_view kind_id) const {
    for (int t = 0; t < tile_count(); ++t) {
        if (kind_of_tile(t).id == kind_id)
            return t;
    }
    return std::nullopt;
}

namespace {

// "data/sugarworks/tiles.json" for dir "…/data": the names people see in messages.
std::string display_name(const fs::path& dir, const fs::path& file) {
    const fs::path base = dir.filename().empty() ? dir.parent_path().filename() : dir.filename();
    return (base / fs::relative(file, dir)).generic_string();
}

std::vector<fs::path> json_files_in(const fs::path& folder) {
    std::vector<fs::path> files;
    std::error_code ec;
    if (!fs::is_directory(folder, ec))
        return files;
    for (const auto& entry : fs::directory_iterator(folder, ec)) {
        std::error_code file_ec;
        if (entry.is_regular_file(file_ec) && entry.path().extension() == ".json")
            files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end());
    return files;
}

// What a data file says of the game, as text to fingerprint: its JSON without the
// words only people read (names, taglines, summaries) and written in one layout, so
// that neither the spaces and line ends of a file nor a reworded name changes what a
// save was played with.
std::string game_content(const io::json& doc) {
    static constexpr std::array<std::string_view, 3> kWordsForPeople = {"name", "tagline",
                                                                        "summary"};
    const auto strip = [](const auto& self, const io::json& value) -> io::json {
        if (value.is_object()) {
            io::json out = io::json::object();
            for (const auto& [key, member] : value.items()) {
                if (std::find(kWordsForPeople.begin(), kWordsForPeople.end(), key) ==
                    kWordsForPeople.end())
                    out[key] = self(self, member);
            }
            return out;
        }
        if (value.is_array()) {
            io::json out = io::json::array();
            for (const io::json& element : value)
                out.push_back(self(self, element));
            return out;
        }
        return value;
    };
    // Members in key order (the reader's objects keep them so), no spaces.
    return strip(strip, doc).dump(-1, ' ', false, io::json::error_handler_t::replace);
}

// FNV-1a 64 over the data files, each as its name relative to the data folder
// (not the folder's own name: a copy of the data elsewhere is the same data), a
// zero byte, its length in 8 bytes and its game content (above; the bytes of a
// file that is not valid JSON).
class Fingerprint {
  public:
    void file(const fs::path& dir, const fs::path& file, std::string_view contents) {
        for (char c : file.lexically_relative(dir).generic_string())
            fnv_.byte(static_cast<std::uint8_t>(c));
        fnv_.byte(0);
        fnv_.u64(static_cast<std::uint64_t>(contents.size()));
        for (char c : contents)
            fnv_.byte(static_cast<std::uint8_t>(c));
    }
    std::uint64_t value() const { return fnv_.value(); }

  private:
    engine::Fnv fnv_;
};

template <typename Read>
void read_file(const fs::path& dir, const fs::path& file, ValidationReport& report,
               Fingerprint& fingerprint, Read read) {
    const std::string name = display_name(dir, file);
    report.files_checked.push_back(name);
    std::string contents;
    auto doc = io::read_json_file(file, name, report.errors, &contents);
    fingerprint.file(dir, file, doc ? game_content(*doc) : contents);
    if (!doc)
        return;
    io::JsonReader reader(name, report.errors);
    read(*doc, reader);
}

}  // namespace

// One pass reads everything and collects every error; load_catalog keeps the
// values, validate_data also checks the files that are not part of the catalog.
// `gaps` records the parts that could not be read, so that scenarios can still be
// checked against the rest.
static Catalog read_catalog(const fs::path& dir, ValidationReport& report, io::CatalogGaps& gaps) {
    Catalog catalog;
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) {
        report.errors.push_back(
            {dir.generic_string(), "", "not a data folder (it does not exist or is not a folder)"});
        gaps.candies = true;
        gaps.all_tiles = true;
        return catalog;
    }
    Fingerprint fingerprint;
    size_t errors_before = report.errors.size();
    read_file(dir, dir / "candies.json", report, fingerprint,
              [&](const io::json& doc, io::JsonReader& reader) {
                  if (auto rules = catalog::read_candy_rules(doc, reader))
                      catalog.candies = *rules;
              });
    gaps.candies = report.errors.size() != errors_before;
    errors_before = report.errors.size();
    catalog::PartialTileKinds partial;
    read_file(dir, dir / "tiles.json", report, fingerprint,
              [&](const io::json& doc, io::JsonReader& reader) {
                  if (auto kinds = catalog::read_tile_kinds(doc, reader, &partial))
                      catalog.tile_kinds = *kinds;
              });
    if (report.errors.size() != errors_before) {
        // Keep the kinds that read well: scenarios that use them can still be checked.
        catalog.tile_kinds = partial.good;
        gaps.all_tiles = !partial.list_read;
        gaps.tile_kinds = partial.doubtful;
    }
    for (size_t k = 0; k < catalog.tile_kinds.size(); ++k) {
        for (int n = 0; n < catalog.tile_kinds[k].count; ++n)
            catalog.tile_kind_of.push_back(static_cast<int>(k));
    }
    const auto boards = json_files_in(dir / "boards");
    if (boards.empty())
        report.errors.push_back({display_name(dir, dir / "boards"), "", "no board files found"});
    for (const fs::path& file : boards) {
        const std::string stem = file.stem().string();
        errors_before = report.errors.size();
        read_file(dir, file, report, fingerprint, [&](const io::json& doc, io::JsonReader& reader) {
            auto board = catalog::read_board(doc, io::Pointer(), reader, true);
            // The id names the file: checked even when the board has other errors.
            const auto id = doc.is_object() ? doc.find("id") : doc.end();
            if (doc.is_object() && id != doc.end() && id->is_string() &&
                id->get<std::string>() != stem) {
                reader.error(io::Pointer("/id"),
                             "the id \"" + id->get<std::string>() +
                                 "\" does not match the file name: expected \"" + stem + "\"");
                return;
            }
            if (board)
                catalog.boards.push_back(std::move(*board));
        });
        if (report.errors.size() != errors_before) {
            gaps.boards.insert(stem);
            std::erase_if(catalog.boards, [&](const Board& b) { return b.id == stem; });
        }
    }
    // The cards, the die and the Sugarworkers: kept only when their file reads without errors.
    bool orders_read = false;
    read_file(dir, dir / "orders.json", report, fingerprint,
              [&](const io::json& doc, io::JsonReader& reader) {
                  auto orders = catalog::read_order_cards(doc, reader);
                  if (orders && reader.error_count() == 0) {
                      catalog.orders = std::move(*orders);
                      orders_read = true;
                  }
              });
    bool blankets_read = false;
    read_file(dir, dir / "blanket_orders.json", report, fingerprint,
              [&](const io::json& doc, io::JsonReader& reader) {
                  if (auto blankets = catalog::read_blanket_cards(doc, reader)) {
                      catalog.blankets = std::move(*blankets);
                      blankets_read = true;
                  }
              });
    read_file(dir, dir / "die.json", report, fingerprint,
              [&](const io::json& doc, io::JsonReader& reader) {
                  if (auto faces = catalog::read_die_faces(doc, reader))
                      catalog.die_faces = std::move(*faces);
              });
    read_file(dir, dir / "sugarworkers.json", report, fingerprint,
              [&](const io::json& doc, io::JsonReader& reader) {
                  if (auto cards = catalog::read_sugarworker_cards(doc, reader))
                      catalog.sugarworkers = std::move(*cards);
              });
    // The scenarios: each kept only when it reads without errors. Judged against the cards
    // only when their files read without errors.
    const auto scenarios = json_files_in(dir / "scenarios");
    if (std::none_of(scenarios.begin(), scenarios.end(), [](const fs::path& file) {
            return file.filename() == kStandardScenarioFile;
        })) {
        report.errors.push_back({display_name(dir, dir / "scenarios"), "",
                                 "no " + std::string(kStandardScenarioFile) +
                                     " (the standard game; every data folder needs it)"});
    }
    for (const fs::path& file : scenarios) {
        read_file(dir, file, report, fingerprint, [&](const io::json& doc, io::JsonReader& reader) {
            auto scenario = catalog::read_scenario(doc, reader, file.stem().string());
            if (!scenario)
                return;
            catalog::check_scenario_cards(*scenario, orders_read ? &catalog.orders : nullptr,
                                          blankets_read ? &catalog.blankets : nullptr, reader);
            if (reader.error_count() == 0)
                catalog.scenarios.push_back(std::move(*scenario));
        });
    }
    std::sort(catalog.scenarios.begin(), catalog.scenarios.end(),
              [](const Scenario& a, const Scenario& b) { return a.id < b.id; });
    // What needs the scenarios and the other files both: the cards of each order pool show
    // only the scenario's candy types (reported in orders.json), and every Sugarworker card
    // has a side each mode that deals them can use (reported in the scenario).
    if (orders_read) {
        io::JsonReader orders_reader(display_name(dir, dir / "orders.json"), report.errors);
        for (const Scenario& scenario : catalog.scenarios) {
            catalog::check_pool_candies(
                scenario, display_name(dir, dir / "scenarios" / (scenario.id + ".json")),
                catalog.orders, orders_reader);
        }
    }
    for (const Scenario& scenario : catalog.scenarios) {
        io::JsonReader reader(display_name(dir, dir / "scenarios" / (scenario.id + ".json")),
                              report.errors);
        catalog::check_scenario_workers(scenario, catalog.sugarworkers, reader);
    }
    catalog.fingerprint = fingerprint.value();
    return catalog;
}

CatalogLoad load_catalog(const fs::path& dir) {
    ValidationReport report;
    io::CatalogGaps gaps;
    Catalog catalog = read_catalog(dir, report, gaps);
    return CatalogLoad{std::move(catalog), std::move(report.errors)};
}

ValidationReport validate_data(const fs::path& dir) {
    ValidationReport report;
    io::CatalogGaps gaps;
    const Catalog catalog = read_catalog(dir, report, gaps);
    // Scenarios are checked even when the catalog has errors, against the parts that loaded.
    for (const fs::path& file : json_files_in(dir / "movement")) {
        const std::string name = display_name(dir, file);
        report.files_checked.push_back(name);
        auto loaded = io::check_movement_scenario_file(file, name, catalog, gaps);
        report.errors.insert(report.errors.end(), loaded.errors.begin(), loaded.errors.end());
    }
    // A JSON file nobody reads is most often a misspelt name.
    for (const fs::path& file : json_files_in(dir)) {
        const auto stem = file.filename().string();
        if (std::find(kTopLevelFiles.begin(), kTopLevelFiles.end(), stem) == kTopLevelFiles.end()) {
            report.errors.push_back(
                {display_name(dir, file), "",
                 "not a known data file (nothing reads it; the data files are candies.json, "
                 "tiles.json, orders.json, blanket_orders.json, die.json, sugarworkers.json, "
                 "boards/*.json, scenarios/*.json, movement/*.json and lessons/*.json)"});
        }
    }
    return report;
}

}  // namespace sugarworks
