/// Writes the extension that stands in for the `@DependencyClient` macro: an `init` in which
/// every endpoint is unimplemented, and a labelled method for each endpoint whose parameters
/// are named.
///
/// ```swift
/// DependencyClientWriter.extensionText(plan)
/// // extension APIClient {
/// //     init() {
/// //         self.fetch = { _ in
/// //             Self.reportUnimplementedEndpoint("fetch")
/// //             throw Composable.Unimplemented("fetch")
/// //         }
/// //     }
/// //     func fetch(id p0: Int) async throws -> String {
/// //         try await self.fetch(p0)
/// //     }
/// // }
/// ```
enum DependencyClientWriter {
    static func extensionText(_ plan: DependencyClientPlan) -> String {
        let lines = ["extension \(plan.extendedType) {"] + members(plan) + ["}"]
        return ConformanceWriter.wrapped(lines, in: plan.condition, indent: "").joined(separator: "\n") + "\n"
    }

    /// The members, indented for a type body. `inPlace` is for the `@DependencyClient` macro,
    /// which writes them in the struct's own body: there Swift synthesizes no init once one is
    /// declared, so both `init()` and the memberwise init are written, plainly.
    static func members(_ plan: DependencyClientPlan, inPlace: Bool = false) -> [String] {
        var lines: [String] = []
        if inPlace || !swiftSynthesizesInit(plan) {
            lines += initializer(plan)
        }
        if inPlace || !plan.accessModifier.isEmpty {
            lines += memberwiseInitializer(plan, distinguished: !inPlace)
        }
        for endpoint in plan.endpoints {
            lines += method(endpoint)
        }
        return lines
    }

    /// Whether every stored property has a default, so that Swift itself declares `init()` and
    /// another would be a redeclaration: that client's `init()` is Swift's, whose endpoints
    /// run their defaults without reporting.
    static func swiftSynthesizesInit(_ plan: DependencyClientPlan) -> Bool {
        plan.properties.allSatisfy { property in
            property.hasDefault || (!property.isLet && property.isOptional)
        }
    }

    /// The `init` taking the stored properties that are not endpoints (none, usually).
    private static func initializer(_ plan: DependencyClientPlan) -> [String] {
        let settable = plan.properties.filter { !$0.isEndpoint && !($0.isLet && $0.hasDefault) }
        let parameters = settable.map { property -> String in
            var text = "\(property.name): \(property.type ?? "Any")"
            if let value = property.defaultValue {
                text += " = \(value)"
            } else if !property.isLet, property.isOptional {
                text += " = nil"
            }
            return text
        }
        var lines = ["    \(plan.accessModifier)init(\(parameters.joined(separator: ", "))) {"]
        for property in settable {
            lines.append("        self.\(property.name) = \(property.name)")
        }
        let endpoints = plan.endpoints
        for endpoint in endpoints where !endpoint.hasDefault {
            lines += unimplementedEndpoint(endpoint)
        }
        for endpoint in endpoints where endpoint.hasDefault {
            lines += reportingDefault(endpoint)
        }
        lines.append("    }")
        return lines
    }

    /// A memberwise `init` as public as the client, as the macro writes one: Swift's own is
    /// internal, so another module (a live implementation in a module of its own) could not
    /// write `Self(fetch: ...)`. An extension may not declare the synthesized init again, so
    /// this one ends with an unnamed `Void` parameter that has a default: outside the module it
    /// is the only init with these labels, and inside Swift prefers its own, which needs no
    /// default argument. Without `distinguished` (written in the struct's body, where Swift
    /// declares none) it has no such parameter.
    private static func memberwiseInitializer(_ plan: DependencyClientPlan, distinguished: Bool = true) -> [String] {
        let stored = plan.properties.filter { !($0.isLet && $0.hasDefault) }
        var parameters = stored.map { property -> String in
            let type = property.type ?? "Any"
            var text = "\(property.name): \(property.closure != nil ? "@escaping " : "")\(type)"
            if let value = property.defaultValue {
                text += " = \(value)"
            } else if !property.isLet, property.isOptional {
                text += " = nil"
            }
            return text
        }
        if distinguished {
            parameters.append("_: Void = ()")
        }
        var lines = ["", "    \(plan.accessModifier)init(\(parameters.joined(separator: ", "))) {"]
        for property in stored {
            lines.append("        self.\(property.name) = \(property.name)")
        }
        lines.append("    }")
        return lines
    }

    /// `self.fetch = { _ in report; throw }` for an endpoint without a default.
    private static func unimplementedEndpoint(_ endpoint: ClientProperty) -> [String] {
        guard let closure = endpoint.closure else { return [] }
        let placeholders = closure.parameters.map { _ in "_" }.joined(separator: ", ")
        var lines = [
            "        self.\(endpoint.name) = {\(placeholders.isEmpty ? "" : " \(placeholders) in")",
            "            Self.reportUnimplementedEndpoint(\"\(endpoint.plainName)\")",
        ]
        if closure.throwing == .untyped {
            lines.append("            throw Composable.Unimplemented(\"\(endpoint.plainName)\")")
        } else if closure.returnsVoid {
            // Nothing to return.
        } else if closure.returnsOptional {
            lines.append("            return nil")
        } else {
            lines.append(
                "            fatalError(\"Unimplemented: '\\(Self.self).\(endpoint.plainName)' returns a value and "
                    + "has no default: give the property one, such as '= { <#value#> }'\")"
            )
        }
        lines.append("        }")
        return lines
    }

    /// Wraps the default of an endpoint so that calling it reports, then returns what the
    /// default returns. A variadic endpoint keeps its default as it is: a closure cannot pass
    /// its array on as variadic arguments.
    private static func reportingDefault(_ endpoint: ClientProperty) -> [String] {
        guard let closure = endpoint.closure, !closure.parameters.contains(where: \.isVariadic) else { return [] }
        let names = closure.parameters.indices.map { "p\($0)" }
        let arguments = zip(closure.parameters, names).map { parameter, name in
            parameter.isInout ? "&\(name)" : parameter.isAutoclosure ? "\(name)()" : name
        }
        let local = "_\(endpoint.plainName)"
        return [
            "        let \(local) = self.\(endpoint.name)",
            "        self.\(endpoint.name) = {\(names.isEmpty ? "" : " \(names.joined(separator: ", ")) in")",
            "            Self.reportUnimplementedEndpoint(\"\(endpoint.plainName)\")",
            "            return \(effects(closure))\(local)(\(arguments.joined(separator: ", ")))",
            "        }",
        ]
    }

    /// `func fetch(id p0: Int) async throws -> String`, when a parameter is named.
    private static func method(_ endpoint: ClientProperty) -> [String] {
        guard let closure = endpoint.closure, closure.parameters.contains(where: { $0.name != nil }) else { return [] }
        let parameters = closure.parameters.enumerated().map { offset, parameter in
            "\(parameter.name ?? "_") p\(offset): \(parameter.type)"
        }
        let arguments = closure.parameters.enumerated().map { offset, parameter in
            parameter.isInout ? "&p\(offset)" : parameter.isAutoclosure ? "p\(offset)()" : "p\(offset)"
        }
        let attributes = closure.attributes.filter { $0 != "@Sendable" && $0 != "@escaping" }
        let access = endpoint.accessLevel.flatMap { $0 >= .package ? "\(min($0, .public).keyword) " : nil } ?? ""
        var specifiers = closure.isAsync ? " async" : ""
        switch closure.throwing {
        case .no: break
        case .untyped: specifiers += " throws"
        case .typed(let error): specifiers += " throws(\(error))"
        }
        return [
            "",
            "    \(attributes.map { "\($0) " }.joined())\(access)func \(endpoint.name)("
                + "\(parameters.joined(separator: ", ")))\(specifiers) -> \(closure.result) {",
            "        \(effects(closure))self.\(endpoint.name)(\(arguments.joined(separator: ", ")))",
            "    }",
        ]
    }

    /// `try await ` as the call of `closure` needs.
    private static func effects(_ closure: ClosureType) -> String {
        (closure.throwing == .no ? "" : "try ") + (closure.isAsync ? "await " : "")
    }
}
