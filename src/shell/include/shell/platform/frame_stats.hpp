// Timing figures for tests and benchmarks: time to first frame, frame times
// while animating, resident memory.
#pragma once

#include <chrono>
#include <string>
#include <vector>

namespace shell {

using Clock = std::chrono::steady_clock;

class FrameStats {
  public:
    explicit FrameStats(Clock::time_point process_start) : start_(process_start) {}

    void first_frame_shown();
    // One frame's wall time, start of frame to after presenting, and the part
    // of it spent presenting (where a software rasterizer does its drawing).
    // `cpu_seconds`: the process's CPU time over the frame, all threads (the
    // software rasterizer's too); steadier than wall time on a busy machine.
    void frame(double seconds, double present_seconds, double cpu_seconds, bool animating);
    int frames() const { return frames_; }
    double first_frame_ms() const { return first_frame_ms_; }
    // "frames 312 (animating 290): first frame 84.1 ms; ... VmRSS 61 MB"
    std::string summary() const;

  private:
    Clock::time_point start_;
    double first_frame_ms_ = -1;
    int frames_ = 0;
    std::vector<double> all_ms_;
    std::vector<double> animating_ms_;
    std::vector<double> present_ms_;
    std::vector<double> cpu_ms_;
};

// VmRSS from /proc/self/status in kB; -1 where unavailable.
long resident_kb();
// CPU time used by the process so far (all threads), in seconds.
double process_cpu_seconds();

}  // namespace shell
