#include "setup/lesson_book.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <system_error>

#include "shell/setup/player_file.hpp"
#include "sugarworks/json_reader.hpp"
#include "sugarworks/save.hpp"

namespace sugarworks::app {
namespace {

using nlohmann::json;
using Pointer = json::json_pointer;
namespace fs = std::filesystem;

// One lesson under way, read whole or not at all.
std::optional<lessons::LessonProgress> read_progress(io::JsonReader& r, const json& v,
                                                     const Pointer& at, Diagnostics& errors) {
    if (!r.is_object(v, at))
        return std::nullopt;
    r.no_unknown_members(v, at, {"lesson", "actions", "nexts"});
    const std::size_t before = errors.size();  // the reader's and the action decoder's
    lessons::LessonProgress p;
    if (const json* m = r.member(v, at, "lesson"))
        p.lesson = r.string(*m, at / "lesson").value_or("");
    if (const json* m = r.member(v, at, "actions")) {
        if (r.is_array(*m, at / "actions")) {
            for (std::size_t i = 0; i < m->size(); ++i) {
                if (auto a = action_from_json((*m)[i], r.file(), at / "actions" / i, errors))
                    p.actions.push_back(*a);
            }
        }
    }
    if (const json* m = r.member(v, at, "nexts")) {
        if (r.is_array(*m, at / "nexts")) {
            for (std::size_t i = 0; i < m->size(); ++i) {
                if (auto n = r.integer((*m)[i], at / "nexts" / i, 0, 1000000))
                    p.nexts.push_back(static_cast<std::size_t>(*n));
            }
            if (!std::is_sorted(p.nexts.begin(), p.nexts.end()))
                r.error(at / "nexts", "the action counts go down");
        }
    }
    if (errors.size() != before)
        return std::nullopt;
    return p;
}

}  // namespace

bool LessonBook::is_done(std::string_view lesson) const {
    return std::find(done.begin(), done.end(), lesson) != done.end();
}

const lessons::LessonProgress* LessonBook::progress(std::string_view lesson) const {
    for (const lessons::LessonProgress& p : under_way) {
        if (p.lesson == lesson)
            return &p;
    }
    return nullptr;
}

void LessonBook::keep(const lessons::LessonProgress& progress) {
    forget(progress.lesson);
    under_way.push_back(progress);
}

void LessonBook::forget(std::string_view lesson) {
    std::erase_if(under_way, [&](const lessons::LessonProgress& p) { return p.lesson == lesson; });
}

void LessonBook::finish(std::string_view lesson) {
    forget(lesson);
    if (!is_done(lesson))
        done.emplace_back(lesson);
}

LessonBookLoad lesson_book_from_text(std::string_view text, const std::string& file) {
    LessonBookLoad out;
    Diagnostics errors;
    const auto finish = [&] {
        out.error = shell::joined_diagnostics(errors);
        out.broken = !errors.empty();
        if (out.broken)
            out.book = {};  // kept whole or set aside whole
        return out;
    };
    io::JsonReader r(file, errors);
    const std::optional<json> root =
        shell::player_document(text, kLessonBookSchema, {"schema", "done", "under_way"}, r, errors);
    if (!root)
        return finish();
    if (const json* done = r.member(*root, Pointer(), "done")) {
        if (r.is_array(*done, Pointer() / "done")) {
            for (std::size_t i = 0; i < done->size(); ++i) {
                if (auto id = r.string((*done)[i], Pointer() / "done" / i))
                    out.book.done.push_back(*id);
            }
        }
    }
    if (const json* under = r.member(*root, Pointer(), "under_way")) {
        if (r.is_array(*under, Pointer() / "under_way")) {
            for (std::size_t i = 0; i < under->size(); ++i) {
                if (auto p = read_progress(r, (*under)[i], Pointer() / "under_way" / i, errors))
                    out.book.keep(*p);
            }
        }
    }
    return finish();
}

LessonBookLoad load_lesson_book(const fs::path& file) {
    return shell::load_player_file<LessonBookLoad>(file, "a lesson book", lesson_book_from_text);
}

std::string lesson_book_text(const LessonBook& book) {
    nlohmann::ordered_json doc;
    doc["schema"] = std::string(kLessonBookSchema);
    doc["done"] = book.done;
    nlohmann::ordered_json under = nlohmann::ordered_json::array();
    for (const lessons::LessonProgress& p : book.under_way) {
        nlohmann::ordered_json entry;
        entry["lesson"] = p.lesson;
        nlohmann::ordered_json actions = nlohmann::ordered_json::array();
        for (const Action& a : p.actions)
            actions.push_back(nlohmann::ordered_json(action_to_json(a)));
        entry["actions"] = std::move(actions);
        entry["nexts"] = p.nexts;
        under.push_back(std::move(entry));
    }
    doc["under_way"] = std::move(under);
    return doc.dump(2) + "\n";
}

LessonBookWrite write_lesson_book(const fs::path& file, const LessonBook& book) {
    // A book there that does not read is kept aside, never written over.
    const LessonBookLoad there = load_lesson_book(file);
    const shell::PlayerWrite written = shell::replace_player_file(
        file, lesson_book_text(book), "the lesson book", there.broken ? there.error : "");
    return {written.problem, written.kept_aside};
}

}  // namespace sugarworks::app
