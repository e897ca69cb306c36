// Fuzz target for the lesson reader: the input is a lesson file of data/lessons/.
// One that reads without errors has its script played from its deal by the
// lesson check, as `validate-data` does.
#include <cstdint>

#include "fuzz_support.hpp"
#include "lessons/lesson.hpp"

using namespace sugarworks;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    fuzz::ScratchData& scratch = fuzz::ScratchData::instance();
    scratch.replace("lessons/fuzz.json", fuzz::as_text(data, size));
    const Catalog& catalog = fuzz::shipped_catalog();
    Diagnostics errors;
    const auto lesson = lessons::read_lesson(scratch.dir() / "lessons/fuzz.json",
                                             "lessons/fuzz.json", catalog, errors);
    fuzz::check_diagnostics(errors, "lessons/fuzz.json");
    if (lesson.has_value() != errors.empty())
        fuzz::broken(lesson ? "a lesson read, with problems: " + format_diagnostic(errors.front())
                            : std::string("a lesson did not read, and no problem says why"));
    if (lesson)
        fuzz::check_diagnostics(lessons::check_lesson(*lesson, catalog, "lessons/fuzz.json"),
                                "lessons/fuzz.json");
    scratch.restore();
    return 0;
}
