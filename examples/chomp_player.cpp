// A Chomp player for `cgprove chomp match/tournament` (protocol: README,
// "External players"). Strategy: the two-row rule, else the top row's last cell.
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

int main() {
  for (std::string line, word; std::getline(std::cin, line);) {
    std::istringstream in(line);
    in >> word;
    if (word == "quit") break;
    if (word == "chomp") std::cout << "ok two-rows-cpp" << std::endl;
    if (word != "position") continue;
    std::vector<int> rows;  // poison row first
    for (int r; in >> r;) rows.push_back(r);
    const int a = rows[0], b = rows.size() > 1 ? rows[1] : 0, k = static_cast<int>(rows.size());
    if (k <= 2 && a == b)
      std::cout << "move 2 " << a << std::endl;  // leave [a, a-1]
    else if (k <= 2 && a > b + 1)
      std::cout << "move 1 " << b + 2 << std::endl;  // leave [b+1, b]
    else
      std::cout << "move " << k << " " << rows.back() << std::endl;  // top row's last cell
  }
}
