#include "shell/platform/frame_stats.hpp"

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <fstream>

namespace shell {
namespace {

double percentile(std::vector<double> v, double p) {
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const auto i = static_cast<size_t>(p * static_cast<double>(v.size() - 1) + 0.5);
    return v[std::min(i, v.size() - 1)];
}

std::string describe(const char* what, const std::vector<double>& ms) {
    char buf[160];
    std::snprintf(buf, sizeof buf, "%s p50 %.2f ms, p99 %.2f ms, max %.2f ms (%zu frames)", what,
                  percentile(ms, 0.5), percentile(ms, 0.99), percentile(ms, 1.0), ms.size());
    return buf;
}

}  // namespace

void FrameStats::first_frame_shown() {
    if (first_frame_ms_ < 0) {
        first_frame_ms_ = std::chrono::duration<double, std::milli>(Clock::now() - start_).count();
    }
}

void FrameStats::frame(double seconds, double present_seconds, double cpu_seconds, bool animating) {
    ++frames_;
    const double ms = seconds * 1000.0;
    // The first frames pay for font and texture uploads; keep them out of the figures.
    if (frames_ <= 2)
        return;
    all_ms_.push_back(ms);
    present_ms_.push_back(present_seconds * 1000.0);
    cpu_ms_.push_back(cpu_seconds * 1000.0);
    if (animating)
        animating_ms_.push_back(ms);
}

std::string FrameStats::summary() const {
    char head[120];
    std::snprintf(head, sizeof head, "frames %d; first frame after %.1f ms; ", frames_,
                  first_frame_ms_);
    std::string out = head;
    out += describe("frame time", all_ms_);
    out += "; of which presenting" + describe("", present_ms_);
    out += "; CPU time" + describe("", cpu_ms_);
    if (!animating_ms_.empty())
        out += "; animating " + describe("frame time", animating_ms_);
    char rss[64];
    std::snprintf(rss, sizeof rss, "; VmRSS %.1f MB", static_cast<double>(resident_kb()) / 1024.0);
    return out + rss;
}

double process_cpu_seconds() {
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

long resident_kb() {
    std::ifstream in("/proc/self/status");
    std::string line;
    while (std::getline(in, line)) {
        if (line.rfind("VmRSS:", 0) == 0)
            return std::strtol(line.c_str() + 6, nullptr, 10);
    }
    return -1;
}

}  // namespace shell
