#include "setup/lesson_place.hpp"

#include <algorithm>

#include "sugarworks/action.hpp"

namespace sugarworks::app {
namespace {

using engine::io::Pointer;
using nlohmann::json;

// The progress at `at`, every problem told to `reader`; nothing when any.
std::optional<lessons::LessonProgress> read_progress(const json& v, const Pointer& at,
                                                     engine::io::JsonReader& r) {
    const int before = r.error_count();
    r.no_unknown_members(v, at, {"lesson", "actions", "nexts"});
    lessons::LessonProgress p;
    // Its "lesson" is read by the book.
    if (const auto it = v.find("lesson"); it != v.end() && it->is_string())
        p.lesson = it->get<std::string>();
    if (const json* m = r.member(v, at, "actions"); m && r.is_array(*m, at / "actions")) {
        for (std::size_t i = 0; i < m->size(); ++i) {
            // The action decoder's problems, told as the reader's.
            Diagnostics problems;
            if (auto a = action_from_json((*m)[i], r.file(), at / "actions" / i, problems))
                p.actions.push_back(*a);
            for (const Diagnostic& d : problems)
                r.error(Pointer(d.pointer), d.message);
        }
    }
    if (const json* m = r.member(v, at, "nexts"); m && r.is_array(*m, at / "nexts")) {
        for (std::size_t i = 0; i < m->size(); ++i) {
            if (auto n = r.integer((*m)[i], at / "nexts" / i, 0, 1000000))
                p.nexts.push_back(static_cast<std::size_t>(*n));
        }
        if (!std::is_sorted(p.nexts.begin(), p.nexts.end()))
            r.error(at / "nexts", "the action counts go down");
    }
    if (r.error_count() != before)
        return std::nullopt;
    return p;
}

}  // namespace

shell::LessonPlace lesson_place(const lessons::LessonProgress& progress) {
    shell::LessonPlace place;
    place["lesson"] = progress.lesson;
    shell::LessonPlace actions = shell::LessonPlace::array();
    for (const Action& a : progress.actions)
        actions.push_back(shell::LessonPlace(action_to_json(a)));
    place["actions"] = std::move(actions);
    place["nexts"] = progress.nexts;
    return place;
}

void read_lesson_place(const json& place, const Pointer& at, engine::io::JsonReader& reader) {
    read_progress(place, at, reader);
}

std::optional<lessons::LessonProgress> lesson_progress(const shell::LessonPlace& place) {
    Diagnostics problems;
    engine::io::JsonReader reader("", problems);
    return read_progress(json::parse(place.dump()), Pointer(), reader);
}

}  // namespace sugarworks::app
