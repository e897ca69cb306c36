#include "setup/table_opening.hpp"

#include "sugarworks/save.hpp"

namespace sugarworks::app {

TableOpening table_from_form(const Catalog& catalog, const NewGameForm& form) {
    TableOpening out;
    const FormResult result = options_for(catalog, form);
    if (!result.options) {
        for (const std::string& p : result.problems)
            out.problem += (out.problem.empty() ? "" : " ") + p;
        return out;
    }
    std::vector<Seat> seats;
    for (const SeatSetup& s : form.seats)
        seats.push_back({s.name, s.colour, s.computer});
    out.table.emplace(catalog, *result.options, form.seed, std::move(seats));
    return out;
}

TableOpening table_from_save(const Catalog& catalog, const std::filesystem::path& path) {
    TableOpening out;
    LoadedGame loaded = load_save_file(path, catalog);
    if (!loaded.match) {
        out.problem = "The save " + path.string() + " cannot be opened:\n";
        for (const Diagnostic& d : loaded.errors)
            out.problem += format_diagnostic(d) + "\n";
        return out;
    }
    out.table.emplace(std::move(*loaded.match), loaded.info);
    out.notice = "Loaded " + path.filename().string() + ".";
    return out;
}

}  // namespace sugarworks::app
