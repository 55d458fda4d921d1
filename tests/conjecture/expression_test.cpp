// Printing and evaluating standalone expressions; the TSV reader.
#include <catch2/catch.hpp>

#include <cmath>

#include "conjecture/expression.h"
#include "conjecture/invariant_table.h"

using namespace cgp::conjecture;

TEST_CASE("infix in the paper's syntax") {
  auto c = Expression::invariant("number_of_columns");
  auto conj14 = Expression::unary(Operator::MinusOne, Expression::unary(Operator::Double, c));
  CHECK(conj14.infix() == "2*number_of_columns - 1");
  CHECK(conj14.infix("(x)") == "2*number_of_columns(x) - 1");
  CHECK(conj14.complexity() == 3);
  auto a = Expression::invariant("a"), b = Expression::invariant("b");
  auto sum = Expression::binary(Operator::Add, a, b);
  CHECK(Expression::binary(Operator::Mul, sum, b).infix() == "(a + b)*b");
  CHECK(Expression::binary(Operator::Sub, a, sum).infix() == "a - (a + b)");
  CHECK(Expression::binary(Operator::Pow, a, sum).infix() == "a^(a + b)");
  CHECK(Expression::unary(Operator::Square, Expression::unary(Operator::Negate, a)).infix() == "(-a)^2");
  CHECK(Expression::binary(Operator::Div, a, Expression::binary(Operator::Mul, a, b)).infix() == "a/(a*b)");
  CHECK(Expression::binary(Operator::Min, sum, Expression::unary(Operator::Log10, a)).infix() ==
        "min(a + b, log10(a))");
}

TEST_CASE("evaluation over a table, undefined values are NaN") {
  InvariantTable t{{"a", "b"}, {"1", "2", "3"}, {{4, 0, 2}, {2, 0, -1}}};
  auto a = Expression::invariant("a"), b = Expression::invariant("b");
  auto v = expression_evaluate(Expression::binary(Operator::Div, a, b), t);
  CHECK(v[0] == 2);
  CHECK(std::isnan(v[1]));  // 0/0
  CHECK(v[2] == -2);
  auto w = expression_evaluate(Expression::unary(Operator::Sqrt, b), t);
  CHECK(w[0] == Approx(std::sqrt(2.0)));
  CHECK(w[1] == 0);
  CHECK(std::isnan(w[2]));
  auto p = expression_evaluate(Expression::binary(Operator::Pow, a, b), t);
  CHECK(p[0] == 16);
  CHECK(std::isnan(p[1]) == false);  // 0^0 = 1
  CHECK(p[2] == 0.5);
  CHECK_THROWS(expression_evaluate(Expression::invariant("c"), t));
}

TEST_CASE("TSV tables and their errors") {
  auto ok = invariant_table_from_tsv("x\ty\n1\t2.5\n-3\t1e2\n\n");
  REQUIRE(std::holds_alternative<InvariantTable>(ok));
  const auto& t = std::get<InvariantTable>(ok);
  CHECK(t.names == std::vector<std::string>{"x", "y"});
  CHECK(t.columns[1] == std::vector<double>{2.5, 100});
  auto err = [](std::string_view text) {
    auto r = invariant_table_from_tsv(text);
    REQUIRE(std::holds_alternative<TableError>(r));
    return std::get<TableError>(r).message;
  };
  CHECK(err("").find("empty table") != std::string::npos);
  CHECK(err("x\ty\n").find("no objects") != std::string::npos);
  CHECK(err("x\ty\n1\tfoo\n").find("'foo' is not a finite number") != std::string::npos);
  CHECK(err("x\ty\n1\n").find("line 2 has 1 cells") != std::string::npos);
  CHECK(err("x\tx\n1\t2\n").find("twice") != std::string::npos);
  CHECK(err("x\ty\n1\tinf\n").find("not a finite number") != std::string::npos);
}
