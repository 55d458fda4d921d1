// The object that carries the test suites' precompiled header (tests/CMakeLists.txt).
