import { z } from 'zod/mini';

// src/contract and src/domain use zod/mini, which loads no message texts, so the client bundle carries none (its
// screens show the spec's texts). The server names what was wrong in English: a 400's message, a bad environment
// variable, a refused import row. Each module that shows zod's texts imports this one for its effect.
z.config(z.locales.en());
