import PatternDocExtract
import PatternDocModel

/// One code block of a prepared page: the block as written, what the run does with it and
/// the block as the planner compiles it, decided once, where the prepare stage records the
/// block (``PreparedPage``). Every later stage (the planner, the verdicts) reads the
/// disposition instead of working it out again.
///
/// ```text
/// let block = PreparedBlock(block, problems: [])
/// if block.isCompiled { print("compiled") }
/// ```
package struct PreparedBlock: Hashable, Sendable {
    /// What the run does with a block.
    package enum Disposition: Hashable, Sendable {
        /// A Swift block that is compiled, and run or tested as its fence says.
        case verify
        /// A Swift block whose fence says `skip`, with the writer's reason.
        case skip(String)
        /// A syntax template (``SyntaxTemplate``): shown, never compiled.
        case template
        /// A block whose fence or text could not be read as written, with its problems: it
        /// fails at its line, and nothing compiles or runs it. `template` says that its code
        /// is also a syntax template (its report is then counted as one that failed).
        case invalid([DocError], template: Bool)
        /// A block in another language: shown, not verified.
        case notSwift
    }

    /// The block as written (the site shows it so).
    package var block: CodeBlock
    /// What the run does with it.
    package var disposition: Disposition
    /// For a `continues` block joined into the block it continues (``BlockContinuations``),
    /// that block's index: its code is compiled as part of that block's, and its verdict is
    /// that unit's. `nil` for every other block.
    package var joinedInto: Int?
    /// The block as the planner takes it: for the first block of a unit, its code with that of
    /// its continuations; the original's imports read as the runtime's (``block`` otherwise).
    package var planned: CodeBlock

    /// Records `block`, given the problems extraction found in it; planned as written.
    package init(_ block: CodeBlock, problems: [DocError]) {
        self.block = block
        planned = block
        let template = SyntaxTemplate.isTemplate(block)
        if !problems.isEmpty {
            disposition = .invalid(problems, template: template)
        } else if !block.attributes.isSwift {
            disposition = .notSwift
        } else if template {
            disposition = .template
        } else if let reason = block.attributes.skipReason {
            disposition = .skip(reason)
        } else {
            disposition = .verify
        }
    }

    /// Whether the planner compiles the block on its own: a block to verify that is not joined
    /// into another.
    package var isCompiled: Bool {
        disposition == .verify && joinedInto == nil
    }

    /// The problems of the block: none unless it is ``Disposition/invalid(_:template:)``.
    package var problems: [DocError] {
        guard case .invalid(let problems, _) = disposition else { return [] }
        return problems
    }

    /// Whether the block's code is a syntax template, whether or not it also has problems.
    package var isTemplate: Bool {
        switch disposition {
        case .template, .invalid(_, template: true): true
        default: false
        }
    }
}
