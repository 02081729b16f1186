#include "log_remarks.h"

#include <QJsonObject>

#include <algorithm>

namespace poch::app {

LogRemarks::Point LogRemarks::endOf(const std::vector<EventLog>& told) {
    if (told.empty()) return {};
    return {static_cast<int>(told.size()) - 1, told.back(), std::nullopt};
}

bool LogRemarks::reached(const Point& p, const std::vector<EventLog>& now) {
    if (p.deal < 0) return true;
    const auto deal = static_cast<std::size_t>(p.deal);
    return deal < now.size() && now[deal].size() >= p.before.size() && std::equal(p.before.begin(), p.before.end(), now[deal].begin());
}

void LogRemarks::add(const std::vector<EventLog>& told, const Said& said) {
    const Point here = endOf(told);
    remarks_.push_back({here, here, said});
}

std::vector<LogRemarks::Placed> LogRemarks::place(const std::vector<EventLog>& now) {
    std::vector<Placed> placed;
    for (Remark& r : remarks_) {
        // A line kept beside the autosave, at the first `kept` events of
        // its deal if it has them, otherwise at the end of the events.
        if (const std::optional<std::size_t> n = r.said.kept) {
            const auto d = static_cast<std::size_t>(r.said.deal);
            if (r.said.deal >= 0 && d < now.size() && *n <= now[d].size())
                r.said = {r.said.deal, EventLog(now[d].begin(), now[d].begin() + static_cast<std::ptrdiff_t>(*n)), std::nullopt};
            else if (r.said.deal >= 0 || *n != 0)
                r.said = endOf(now);
            else
                r.said = {};
            r.shown = r.said;
        }
        if (!reached(r.said, now) && !reached(r.shown, now)) r.shown = endOf(now);
        const Point& at = reached(r.said, now) ? r.said : r.shown;
        placed.push_back({at.deal, at.before.size(), r.words});
    }
    // The lines read in the order they were said: none stands after one
    // said later. Two moves taken back and one made again read "taken
    // back, made again, the move, taken back", as if that move were taken
    // back once more; and a save before them read as after them (a tester).
    for (std::size_t i = placed.size(); i-- > 1;) {
        Placed& earlier = placed[i - 1];
        const Placed& later = placed[i];
        if (std::pair(earlier.deal, earlier.events) > std::pair(later.deal, later.events)) {
            earlier.deal = later.deal;
            earlier.events = later.events;
        }
    }
    return placed;
}

QJsonArray LogRemarks::toJson(const std::vector<EventLog>& now) {
    QJsonArray lines;
    for (const Placed& p : place(now))
        lines.append(QJsonObject{{QStringLiteral("deal"), p.deal},
                                 {QStringLiteral("events"), static_cast<qint64>(p.events)},
                                 {QStringLiteral("words"), p.said.words},
                                 {QStringLiteral("args"), QJsonArray::fromStringList(p.said.args)}});
    return lines;
}

LogRemarks LogRemarks::fromJson(const QJsonArray& lines, const QStringList& known) {
    LogRemarks kept;
    for (const QJsonValue& value : lines) {
        const QJsonObject line = value.toObject();
        const QJsonValue deal = line.value(QStringLiteral("deal"));
        const QJsonValue events = line.value(QStringLiteral("events"));
        const QString words = line.value(QStringLiteral("words")).toString();
        const QJsonArray args = line.value(QStringLiteral("args")).toArray();
        const int d = deal.toInt(-2);
        const qint64 n = events.toInteger(-1);
        if (d < -1 || n < 0 || !known.contains(words) || args.size() > 2) continue;
        Said said{words, {}};
        for (const QJsonValue& a : args) said.args << a.toString();
        const Point at{d, {}, static_cast<std::size_t>(n)};
        kept.remarks_.push_back({at, at, said});
    }
    return kept;
}

} // namespace poch::app
