#include "play/contestant.h"

namespace cgp::play {
namespace {

class BuiltinContestant : public Contestant {
 public:
  BuiltinContestant(std::string name, std::unique_ptr<ChompPlayer> player)
      : name_(std::move(name)), player_(std::move(player)) {}
  const std::string& name() const override { return name_; }
  std::optional<Forfeit> start_game(std::uint64_t seed) override {
    player_->start_game(seed);
    return std::nullopt;
  }
  std::variant<ChompMove, Forfeit> move(const ChompPosition& p) override { return player_->choose(p); }

 private:
  std::string name_;
  std::unique_ptr<ChompPlayer> player_;
};

}  // namespace

std::string_view forfeit_reason_id(ForfeitReason r) {
  // Indexed by the enumerators, declared in this order.
  constexpr std::string_view kIds[] = {"illegal", "malformed", "timeout", "crash", "startup"};
  return kIds[static_cast<int>(r)];
}

std::optional<ForfeitReason> forfeit_reason_from_id(std::string_view id) {
  for (ForfeitReason r : kForfeitReasons)
    if (forfeit_reason_id(r) == id) return r;
  return std::nullopt;
}

std::unique_ptr<Contestant> make_builtin_contestant(std::string name, std::unique_ptr<ChompPlayer> player) {
  return std::make_unique<BuiltinContestant>(std::move(name), std::move(player));
}

}  // namespace cgp::play
