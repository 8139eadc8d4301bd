-- Custom SQL migration (written by hand, as drizzle-kit --custom asks): carries every round of
-- the one-learner model (table_rounds, table_seats) into the one round model (rounds,
-- round_seats; db/schema/table.ts). Ids, cards, bets, results and balances are copied as they
-- are, so every ledger entry keeps its round and the log reads the same. The old tables are
-- dropped by a later generated migration, after the ledger refers to the new ones.
--
-- A round's instance is the learner's own table: solo:<learner>:<table> (lib/table/round.ts).
-- Seat 0 is the bank: the house at a player round (the dealer's cards), the learner at a
-- banking round (its wallet before and after, its result, and the house's 1.5% from the
-- round's bank-commission entry). The learner's player seat 0 becomes seat 1; simulated seats
-- keep their numbers 1-6. The only banking table charged 150 bp (lib/table/tables.json).
INSERT INTO `rounds` (id, instance_id, table_id, currency, phase, commission_bp, bank_commission_bp, dealt_at, deadline_at, settled_at, seed)
SELECT r.id, 'solo:' || r.learner_id || ':' || r.table_id, r.table_id, r.currency, r.status, r.commission_bp,
  CASE WHEN r.role = 'banker' THEN 150 ELSE NULL END, r.dealt_at, r.deadline_at, r.settled_at, r.seed
FROM `table_rounds` r;
--> statement-breakpoint
INSERT INTO `round_seats` (round_id, seat, role, learner_id, hand, front, rule, set_by, bet, bonus_bet, commission, net, wallet_before, wallet_after)
SELECT r.id, 0, 'bank',
  CASE WHEN r.role = 'banker' THEN r.learner_id ELSE NULL END,
  r.bank_hand, r.bank_front, r.bank_rule,
  CASE WHEN r.bank_front IS NULL THEN NULL ELSE 'house-way' END,
  0, 0,
  CASE WHEN r.role = 'banker' THEN
    (SELECT coalesce(-sum(l.amount), 0) FROM `ledger` l WHERE l.round_id = r.id AND l.kind = 'bank-commission')
  ELSE NULL END,
  CASE WHEN r.role = 'banker' AND r.balance_after IS NOT NULL THEN r.balance_after - r.balance_before ELSE NULL END,
  CASE WHEN r.role = 'banker' THEN r.balance_before ELSE NULL END,
  CASE WHEN r.role = 'banker' THEN r.balance_after ELSE NULL END
FROM `table_rounds` r;
--> statement-breakpoint
INSERT INTO `round_seats` (round_id, seat, role, learner_id, hand, front, rule, set_by, bet, bonus_bet, outcome, foul, back_mark, front_mark, commission, net, bonus_key, bonus_net, ev, best_ev, house_way_ev, wallet_before, wallet_after)
SELECT s.round_id,
  CASE WHEN s.learner = 1 THEN s.seat + 1 ELSE s.seat END,
  'player',
  CASE WHEN s.learner = 1 THEN r.learner_id ELSE NULL END,
  s.hand, s.front, NULL,
  CASE WHEN s.learner = 1 THEN r.settled_by WHEN s.front IS NULL THEN NULL ELSE 'house-way' END,
  s.bet, s.bonus_bet, s.outcome, s.foul, s.back_mark, s.front_mark, s.commission, s.net, s.bonus_key, s.bonus_net,
  s.ev, s.best_ev, s.house_way_ev,
  CASE WHEN s.learner = 1 THEN r.balance_before ELSE NULL END,
  CASE WHEN s.learner = 1 THEN r.balance_after ELSE NULL END
FROM `table_seats` s JOIN `table_rounds` r ON r.id = s.round_id;
