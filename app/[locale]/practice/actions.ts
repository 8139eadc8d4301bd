"use server";

/**
 * The drill's learner actions as server actions: defined in lib/practice/actions.ts (which
 * the JSON endpoints app/api/practice/* serve); kept here for callers of the server actions.
 */
import * as practice from "@/lib/practice/actions";

/** Deals a hand for the chosen drill (and makes the learner on a first visit). */
export const dealAction = practice.dealAction;

/** Grades the learner's front for a deal the server made for them. */
export const submitAction = practice.submitAction;

/** "Try again" on the progress page: deals the hand of an earlier attempt afresh. */
export const retryAction = practice.retryAction;
