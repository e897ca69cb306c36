#include <algorithm>

#include "lessons/lesson.hpp"

namespace sugarworks::lessons {

LessonLoad load_lessons(const std::filesystem::path& data_dir, const Catalog& catalog) {
    LessonLoad load;
    const std::filesystem::path folder = data_dir / "lessons";
    std::error_code ec;
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::directory_iterator(folder, ec))
        if (entry.path().extension() == ".json")
            files.push_back(entry.path());
    if (ec) {
        load.errors.push_back(
            {(data_dir.filename() / "lessons").string(), "", "cannot be read: " + ec.message()});
        return load;
    }
    std::sort(files.begin(), files.end());
    for (const auto& path : files) {
        const std::string name = (data_dir.filename() / "lessons" / path.filename()).string();
        load.files_checked.push_back(name);
        auto lesson = read_lesson(path, name, catalog, load.errors);
        if (!lesson)
            continue;
        auto problems = check_lesson(*lesson, catalog, name);
        if (!problems.empty()) {
            load.errors.insert(load.errors.end(), problems.begin(), problems.end());
            continue;
        }
        load.lessons.push_back(std::move(*lesson));
    }
    for (std::size_t i = 0; i < load.lessons.size(); ++i)
        for (std::size_t j = i + 1; j < load.lessons.size(); ++j)
            if (load.lessons[i].order == load.lessons[j].order)
                load.errors.push_back({(data_dir.filename() / "lessons").string(), "",
                                       load.lessons[i].id + " and " + load.lessons[j].id +
                                           " have the same \"order\" " +
                                           std::to_string(load.lessons[i].order)});
    std::stable_sort(load.lessons.begin(), load.lessons.end(),
                     [](const Lesson& a, const Lesson& b) { return a.order < b.order; });
    return load;
}

}  // namespace sugarworks::lessons
