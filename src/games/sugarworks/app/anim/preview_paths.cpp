#include "anim/preview_paths.hpp"

#include "engine/count_words.hpp"
#include "sugarworks/geometry.hpp"

#include <algorithm>

namespace sugarworks::app {
namespace {

CandyPath& path_of(std::vector<CandyPath>& paths, const ActionPreview& preview, CandyId candy) {
    const auto it = std::find_if(paths.begin(), paths.end(),
                                 [&](const CandyPath& p) { return p.candy == candy; });
    if (it != paths.end())
        return *it;
    CandyPath path;
    path.candy = candy;
    if (const auto start = preview.start.find(candy))
        path.points.push_back(*start);
    paths.push_back(std::move(path));
    return paths.back();
}

}  // namespace

std::vector<CandyPath> preview_paths(const ActionPreview& preview) {
    std::vector<CandyPath> paths;
    // What the action takes at once: marked where it happens, first.
    for (const Event& e : preview.at_once) {
        CandyPath path;
        path.candy = e.candy;
        path.at_once = true;
        path.points.push_back(e.to);
        if (e.kind == EventKind::Eaten)
            path.marks.push_back({PreviewMoment::Eaten, e.to, e.corner});
        else if (e.loss != LossCause::Eaten)
            path.marks.push_back({PreviewMoment::Lost, e.to});
        path.gone = true;
        if (std::none_of(paths.begin(), paths.end(),
                         [&](const CandyPath& p) { return p.candy == e.candy; }))
            paths.push_back(std::move(path));
    }
    for (const Event& e : preview.events) {
        switch (e.kind) {
            case EventKind::Move: {
                CandyPath& path = path_of(paths, preview, e.candy);
                if (path.points.empty())
                    path.points.push_back(e.from);
                path.points.push_back(e.to);
                break;
            }
            case EventKind::Bonk:
                // The Bonk! is the striker's moment, at the space it struck.
                path_of(paths, preview, e.candy).marks.push_back({PreviewMoment::Bonk, e.to});
                break;
            case EventKind::Eaten:
                path_of(paths, preview, e.candy)
                    .marks.push_back({PreviewMoment::Eaten, e.to, e.corner});
                break;
            case EventKind::Delivered: {
                CandyPath& path = path_of(paths, preview, e.candy);
                path.marks.push_back({PreviewMoment::Delivered, e.to});
                path.gone = true;
                break;
            }
            case EventKind::Lost: {
                CandyPath& path = path_of(paths, preview, e.candy);
                // An eaten candy is marked where it was eaten; any other loss where it
                // left the floor (the gutter stands for "off the edge").
                if (e.loss != LossCause::Eaten)
                    path.marks.push_back({PreviewMoment::Lost, e.to});
                path.gone = true;
                break;
            }
            default:
                break;
        }
    }
    return paths;
}

std::string preview_summary(const std::vector<CandyPath>& paths) {
    int bonks = 0, eaten = 0, delivered = 0, lost = 0, moved = 0;
    for (const CandyPath& path : paths) {
        if (path.at_once)
            continue;
        if (path.points.size() > 1)
            ++moved;
        for (const PreviewMark& m : path.marks) {
            switch (m.moment) {
                case PreviewMoment::Bonk:
                    ++bonks;
                    break;
                case PreviewMoment::Eaten:
                    ++eaten;
                    break;
                case PreviewMoment::Delivered:
                    ++delivered;
                    break;
                case PreviewMoment::Lost:
                    ++lost;
                    break;
            }
        }
    }
    if (moved == 0 && bonks + eaten + delivered + lost == 0)
        return "No candy moves.";
    std::vector<std::string> parts;
    parts.push_back(engine::count_words(moved, "candy moves", "candies move"));
    if (bonks)
        parts.push_back(engine::count_words(bonks, "Bonk!", "Bonks!"));
    if (eaten)
        parts.push_back(std::to_string(eaten) + " eaten");
    if (delivered)
        parts.push_back(std::to_string(delivered) + " delivered");
    if (lost)
        parts.push_back(std::to_string(lost) + " lost");
    std::string out;
    for (size_t i = 0; i < parts.size(); ++i)
        out += (i ? ", " : "") + parts[i];
    // "3 Bonks!" ends the sentence itself.
    return out.back() == '!' ? out : out + ".";
}

std::string preview_note(const ActionPreview& preview, const std::vector<CandyPath>& paths) {
    std::string out;
    std::vector<std::string> taken;
    for (const CandyPath& path : paths) {
        if (!path.at_once || path.points.empty())
            continue;
        const Place& at = path.points.front();
        std::string what = "the " + std::string(candy_type_name(type_of(path.candy)));
        if (at.kind == PlaceKind::Grid)
            what += " on " + cell_name(at.cell(), preview.start.rows());
        taken.push_back(what);
    }
    if (!taken.empty()) {
        out = "At once, " + taken.front();
        for (std::size_t i = 1; i < taken.size(); ++i)
            out += (i + 1 == taken.size() ? " and " : ", ") + taken[i];
        out += taken.size() == 1 ? " is eaten (Lost). " : " are eaten (Lost). ";
    }
    out += preview.runs_now ? "This runs the conveyors: " : "If the conveyors ran next: ";
    return out + preview_summary(paths);
}

}  // namespace sugarworks::app
