/**
 * The first lesson's recovery model: pure, exact arithmetic over counted rows.
 *
 * <p>Pure arithmetic over {@code RowCounts}. {@code RecoveryModel.analyse} builds every table of the lesson:
 * {@code AtFailure}, {@code RecoveryMatrix}, {@code CostTable}, {@code ExpectedCosts}, {@code BestRanges} (exact
 * lower envelope), {@code PartitionedState}, and the decision's {@code DecisionCost} (its cost beside the best's,
 * which {@code run} makes the gate's decision check of) with its {@code Regret} (over p and per failure period). {@code WorkerLoad} holds each worker's rows and distinct keys and the busiest
 * worker's exact share. {@code BreakEven} lists where the best interval changes; {@code StateRowsSensitivity}
 * redoes the best ranges at 0.5×, 1× and 2× {@code stateRows}. Costs are exact {@code BigFraction}s, so a tie is a
 * tie; {@code Fractions} converts and rounds them.
 */
package dev.checkpointreport.model;
