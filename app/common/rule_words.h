// The English words for the engine's ids, written once. The app translates
// them through Qt (rule_texts.h); poch-cli prints them as they are. No Qt
// here, so that poch-cli builds where there is no Qt (the Windows cross
// build, the libc++ build).
#pragma once

#include <string_view>

namespace poch::words {

// A message as lupdate files it: its English text, and a disambiguation where
// one English text has to become two in another language (null for none).
// Implicit from a bare text, so the tables' ordinary entries stay one
// QT_TRANSLATE_NOOP each.
struct Message {
    constexpr Message(const char* text, const char* comment = nullptr) : source(text), disambiguation(comment) {}
    const char* source;
    const char* disambiguation;
};

// Each gives null for an id it does not know.
const Message* rulesetName(std::string_view rulesetId);
// One line saying what the option does.
const Message* optionDescription(std::string_view rulesetId, std::string_view optionId);
// The option's name, as the New Game dialog and the rules pages call it.
const Message* optionName(std::string_view rulesetId, std::string_view optionId);
// A pool named by a word ("ace", "pot"); pools named by a card are not here.
const Message* poolName(std::string_view rulesetId, std::string_view poolId);
// The same pool as a sentence speaks of it: "the Ace", "Matrimony".
const Message* poolInSentence(std::string_view rulesetId, std::string_view poolId);
// A computer opponent's level: "beginner", "standard", "expert".
const Message* levelName(std::string_view levelId);
// A hint's reason (poch::reasonId), as a sentence.
const Message* hintReason(std::string_view reasonId);

} // namespace poch::words
