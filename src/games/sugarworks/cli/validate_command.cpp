#include <iostream>

#include "commands.hpp"
#include "lessons/lesson.hpp"
#include "sugarworks/catalog.hpp"

namespace sugarworks::cli {

int validate_data_command(const std::filesystem::path& dir) {
    ValidationReport report = validate_data(dir);
    // The lessons are played against the catalog, so they are checked once it loads.
    if (report.errors.empty()) {
        const CatalogLoad catalog = load_catalog(dir);
        const lessons::LessonLoad lessons = lessons::load_lessons(dir, catalog.catalog);
        report.files_checked.insert(report.files_checked.end(), lessons.files_checked.begin(),
                                    lessons.files_checked.end());
        report.errors.insert(report.errors.end(), lessons.errors.begin(), lessons.errors.end());
    }
    for (const Diagnostic& d : report.errors)
        std::cout << format_diagnostic(d) << "\n";
    std::cout << report.files_checked.size() << " files checked, " << report.errors.size()
              << (report.errors.size() == 1 ? " error" : " errors") << "\n";
    return report.errors.empty() ? 0 : 1;
}

int lesson_command(const std::filesystem::path& data_dir, const std::filesystem::path& file) {
    const CatalogLoad catalog = load_catalog(data_dir);
    for (const Diagnostic& d : catalog.errors)
        std::cout << format_diagnostic(d) << "\n";
    if (!catalog.ok())
        return 1;
    Diagnostics errors;
    const auto lesson = lessons::read_lesson(file, file.string(), catalog.catalog, errors);
    std::vector<std::string> trace;
    if (lesson)
        errors = lessons::check_lesson(*lesson, catalog.catalog, file.string(), &trace);
    for (const std::string& line : trace)
        std::cout << line << "\n";
    for (const Diagnostic& d : errors)
        std::cout << format_diagnostic(d) << "\n";
    std::cout << (errors.empty() ? "the script plays to its end\n" : "");
    return errors.empty() ? 0 : 1;
}

}  // namespace sugarworks::cli
