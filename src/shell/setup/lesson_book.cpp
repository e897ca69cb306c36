#include "shell/setup/lesson_book.hpp"

#include <algorithm>

#include "shell/setup/player_file.hpp"

namespace shell {
namespace {

using engine::io::Pointer;
using nlohmann::json;

std::string lesson_book_schema(std::string_view game_id) {
    return std::string(game_id) + ".lessons/1";
}

}  // namespace

std::string place_lesson(const LessonPlace& place) {
    const auto it = place.find("lesson");
    return it != place.end() && it->is_string() ? it->get<std::string>() : std::string();
}

bool LessonBook::is_done(std::string_view lesson) const {
    return std::find(done.begin(), done.end(), lesson) != done.end();
}

const LessonPlace* LessonBook::place(std::string_view lesson) const {
    for (const LessonPlace& p : under_way) {
        if (place_lesson(p) == lesson)
            return &p;
    }
    return nullptr;
}

void LessonBook::keep(const LessonPlace& place) {
    forget(place_lesson(place));
    under_way.push_back(place);
}

void LessonBook::forget(std::string_view lesson) {
    std::erase_if(under_way, [&](const LessonPlace& p) { return place_lesson(p) == lesson; });
}

void LessonBook::finish(std::string_view lesson) {
    forget(lesson);
    if (!is_done(lesson))
        done.emplace_back(lesson);
}

LessonBookLoad lesson_book_from_text(std::string_view text, const std::string& file,
                                     std::string_view game_id, const ReadLessonPlace& read_place) {
    LessonBookLoad out;
    engine::Diagnostics errors;
    engine::io::JsonReader r(file, errors);
    const std::string schema = lesson_book_schema(game_id);
    const std::optional<json> root =
        player_document(text, schema, {"schema", "done", "under_way"}, r, errors);
    if (root) {
        // The places as written, their members in their order, kept to be written back so.
        const LessonPlace ordered = LessonPlace::parse(text, nullptr, false);
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
                    const json& entry = (*under)[i];
                    const Pointer at = Pointer() / "under_way" / i;
                    if (!r.is_object(entry, at))
                        continue;
                    const std::size_t before = errors.size();
                    if (const json* lesson = r.member(entry, at, "lesson"))
                        r.string(*lesson, at / "lesson");
                    if (read_place)
                        read_place(entry, at, r);
                    if (errors.size() == before)
                        out.book.keep(ordered["under_way"][i]);
                }
            }
        }
    }
    out.error = joined_diagnostics(errors);
    out.broken = !errors.empty();
    if (out.broken)
        out.book = {};  // kept whole or set aside whole
    return out;
}

LessonBookLoad load_lesson_book(const std::filesystem::path& file, std::string_view game_id,
                                const ReadLessonPlace& read_place) {
    return load_player_file<LessonBookLoad>(
        file, "a lesson book", [&](std::string_view text, const std::string& name) {
            return lesson_book_from_text(text, name, game_id, read_place);
        });
}

std::string lesson_book_text(const LessonBook& book, std::string_view game_id) {
    nlohmann::ordered_json doc;
    doc["schema"] = lesson_book_schema(game_id);
    doc["done"] = book.done;
    doc["under_way"] = nlohmann::ordered_json::array();
    for (const LessonPlace& p : book.under_way)
        doc["under_way"].push_back(p);
    return doc.dump(2) + "\n";
}

LessonBookWrite write_lesson_book(const std::filesystem::path& file, const LessonBook& book,
                                  std::string_view game_id, const ReadLessonPlace& read_place) {
    // A book there that does not read is kept aside, never written over.
    const LessonBookLoad there = load_lesson_book(file, game_id, read_place);
    const PlayerWrite written = replace_player_file(
        file, lesson_book_text(book, game_id), "the lesson book", there.broken ? there.error : "");
    return {written.problem, written.kept_aside};
}

}  // namespace shell
