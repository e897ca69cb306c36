#include <iostream>

#include "commands.hpp"
#include "sugarworks/catalog.hpp"

namespace sugarworks::cli {

int validate_data_command(const std::filesystem::path& dir) {
    const ValidationReport report = validate_data(dir);
    for (const Diagnostic& d : report.errors)
        std::cout << format_diagnostic(d) << "\n";
    std::cout << report.files_checked.size() << " files checked, " << report.errors.size()
              << (report.errors.size() == 1 ? " error" : " errors") << "\n";
    return report.errors.empty() ? 0 : 1;
}

}  // namespace sugarworks::cli
