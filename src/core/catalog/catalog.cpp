// Loading the whole catalog from a data folder, and validating everything in it.
#include "sugarworks/catalog.hpp"

#include <algorithm>

#include "catalog/catalog_readers.hpp"
#include "sugarworks/movement_scenario.hpp"

namespace sugarworks {

namespace fs = std::filesystem;

const Board* Catalog::board(std::string_view id) const {
    for (const Board& b : boards) {
        if (b.id == id)
            return &b;
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

PlacedTile Catalog::placed(int tile) const {
    return PlacedTile{kind_of_tile(tile).face, static_cast<std::int8_t>(tile)};
}

std::optional<int> Catalog::first_tile_of_kind(std::string_view kind_id) const {
    for (int t = 0; t < tile_count(); ++t) {
        if (kind_of_tile(t).id == kind_id)
            return t;
    }
    return std::nullopt;
}

namespace {

// "data/tiles.json" for dir "…/data": the names people see in messages.
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
        if (entry.is_regular_file() && entry.path().extension() == ".json")
            files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end());
    return files;
}

template <typename Read>
void read_file(const fs::path& dir, const fs::path& file, ValidationReport& report, Read read) {
    const std::string name = display_name(dir, file);
    report.files_checked.push_back(name);
    auto doc = io::read_json_file(file, name, report.errors);
    if (!doc)
        return;
    io::JsonReader reader(name, report.errors);
    read(*doc, reader);
}

}  // namespace

// One pass reads everything and collects every error; load_catalog keeps the
// values, validate_data also checks the files that are not part of the catalog.
static Catalog read_catalog(const fs::path& dir, ValidationReport& report) {
    Catalog catalog;
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) {
        report.errors.push_back(
            {dir.generic_string(), "", "not a data folder (it does not exist or is not a folder)"});
        return catalog;
    }
    read_file(dir, dir / "candies.json", report, [&](const io::json& doc, io::JsonReader& reader) {
        if (auto rules = catalog::read_candy_rules(doc, reader))
            catalog.candies = *rules;
    });
    read_file(dir, dir / "tiles.json", report, [&](const io::json& doc, io::JsonReader& reader) {
        if (auto kinds = catalog::read_tile_kinds(doc, reader))
            catalog.tile_kinds = *kinds;
    });
    for (size_t k = 0; k < catalog.tile_kinds.size(); ++k) {
        for (int n = 0; n < catalog.tile_kinds[k].count; ++n)
            catalog.tile_kind_of.push_back(static_cast<int>(k));
    }
    const auto boards = json_files_in(dir / "boards");
    if (boards.empty())
        report.errors.push_back({display_name(dir, dir / "boards"), "", "no board files found"});
    for (const fs::path& file : boards) {
        read_file(dir, file, report, [&](const io::json& doc, io::JsonReader& reader) {
            auto board = catalog::read_board(doc, io::Pointer(), reader, true);
            if (!board)
                return;
            if (board->id != file.stem().string()) {
                reader.error(io::Pointer("/id"), "the id \"" + board->id +
                                                     "\" should match the file name \"" +
                                                     file.stem().string() + "\"");
                return;
            }
            catalog.boards.push_back(std::move(*board));
        });
    }
    return catalog;
}

CatalogLoad load_catalog(const fs::path& dir) {
    ValidationReport report;
    Catalog catalog = read_catalog(dir, report);
    return CatalogLoad{std::move(catalog), std::move(report.errors)};
}

ValidationReport validate_data(const fs::path& dir) {
    ValidationReport report;
    const Catalog catalog = read_catalog(dir, report);
    const bool catalog_ok = report.errors.empty();
    for (const fs::path& file : json_files_in(dir / "movement")) {
        const std::string name = display_name(dir, file);
        report.files_checked.push_back(name);
        if (!catalog_ok)
            continue;  // scenarios refer to the catalog; its errors come first
        auto loaded = read_movement_scenario_file(file, name, catalog);
        report.errors.insert(report.errors.end(), loaded.errors.begin(), loaded.errors.end());
    }
    // A JSON file nobody reads is most often a misspelt name.
    for (const fs::path& file : json_files_in(dir)) {
        const auto stem = file.filename().string();
        if (stem != "candies.json" && stem != "tiles.json") {
            report.errors.push_back(
                {display_name(dir, file), "", "not a known data file (nothing reads it)"});
        }
    }
    return report;
}

}  // namespace sugarworks
