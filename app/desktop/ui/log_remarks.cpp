#include "log_remarks.h"

#include <algorithm>

namespace poch::app {

void LogRemarks::add(const std::vector<EventLog>& told, const QString& text) {
    const int deal = static_cast<int>(told.size()) - 1;
    remarks_.push_back({deal, told.empty() ? 0 : told.back().size(), text});
}

void LogRemarks::keepWithin(const std::vector<EventLog>& now) {
    // The deals before the last are whole; the last may have been cut
    // short by an Undo, or an Undo may have gone back into a deal before.
    std::erase_if(remarks_, [&now](const Remark& r) {
        if (r.deal < 0) return false;
        const auto deal = static_cast<std::size_t>(r.deal);
        return deal >= now.size() || r.events > now[deal].size();
    });
}

std::vector<QString> LogRemarks::at(int deal, std::size_t events) const {
    std::vector<QString> said;
    for (const Remark& r : remarks_)
        if (r.deal == deal && (deal < 0 || r.events == events)) said.push_back(r.text);
    return said;
}

std::vector<std::size_t> LogRemarks::pointsIn(int deal) const {
    std::vector<std::size_t> points;
    for (const Remark& r : remarks_)
        if (r.deal == deal) points.push_back(r.events);
    std::sort(points.begin(), points.end());
    points.erase(std::unique(points.begin(), points.end()), points.end());
    return points;
}

} // namespace poch::app
