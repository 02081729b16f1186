#include "log_remarks.h"

#include <algorithm>

namespace poch::app {

LogRemarks::Point LogRemarks::endOf(const std::vector<EventLog>& told) {
    if (told.empty()) return {};
    return {static_cast<int>(told.size()) - 1, told.back()};
}

bool LogRemarks::reached(const Point& p, const std::vector<EventLog>& now) {
    if (p.deal < 0) return true;
    const auto deal = static_cast<std::size_t>(p.deal);
    return deal < now.size() && now[deal].size() >= p.before.size() && std::equal(p.before.begin(), p.before.end(), now[deal].begin());
}

void LogRemarks::add(const std::vector<EventLog>& told, const QString& text) {
    const Point here = endOf(told);
    remarks_.push_back({here, here, text});
}

std::vector<LogRemarks::Placed> LogRemarks::place(const std::vector<EventLog>& now) {
    std::vector<Placed> placed;
    for (Remark& r : remarks_) {
        if (!reached(r.said, now) && !reached(r.shown, now)) r.shown = endOf(now);
        const Point& at = reached(r.said, now) ? r.said : r.shown;
        placed.push_back({at.deal, at.before.size(), r.text});
    }
    return placed;
}

} // namespace poch::app
